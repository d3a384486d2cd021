import { createContext, useContext, type ComponentType } from 'react';
import type { ISchema } from '@formily/react';
import { observable } from '@formily/reactive';
import type { EngineServices } from '../../engine-core/services';
import type { ScreenHelpers } from './helpers';
import type { ScreenSchemaLoader } from './schemaLoader';
import type { ActionSpec, ScreenScope } from './types';

/** What a page component offers to actions by its schema key (`refresh` targets it). */
export interface ScreenComponentHandle {
  refresh(): void | Promise<void>;
}

/** One dialog the screen shows. */
export interface DialogRequest {
  /** schema id */
  dialog: string;
  record: Record<string, unknown>;
  /** run in the opener's scope after a successful submit */
  onSuccess?: ActionSpec;
  /** replaces the dialog file's own submit (OpenDialogActionSpec.submit) */
  submit?: ActionSpec;
  openerScope: Partial<ScreenScope>;
  /** told once whether the dialog ended with a successful submit (a widget awaiting it: ScreenDialogOpener) */
  settle?(submitted: boolean): void;
}

export { ScreenSchemaLoaderContext, type ScreenSchemaLoader } from './schemaLoader';

/** The live side of one rendered screen: shared state, named components, open dialogs. */
export interface ScreenRuntime {
  state: Record<string, unknown>;
  params: Record<string, unknown>;
  helpers: ScreenHelpers;
  services: EngineServices;
  loadSchema: ScreenSchemaLoader;
  register(name: string, handle: ScreenComponentHandle): () => void;
  component(name: string): ScreenComponentHandle | undefined;
  openDialog(request: DialogRequest): void;
  /** closes the named dialog, or the most recent one */
  closeDialog(dialog?: string): void;
  /** the base scope of expressions */
  scope(extra?: Partial<ScreenScope>): ScreenScope;
  /** whether the user holds a button permission (`auth` of a button, row action or switch) on the host page */
  can(code: string): boolean;
}

export interface RuntimeOptions {
  params: Record<string, unknown>;
  helpers: ScreenHelpers;
  services: EngineServices;
  loadSchema: ScreenSchemaLoader;
  dialogs: { open(request: DialogRequest): void; close(dialog?: string): void };
  /** the host's permission check; everything is allowed without one (previews, tests) */
  can?: (code: string) => boolean;
}

export function createScreenRuntime(options: RuntimeOptions): ScreenRuntime {
  const state = observable<Record<string, unknown>>({});
  const components = new Map<string, ScreenComponentHandle>();
  const runtime: ScreenRuntime = {
    state,
    params: options.params,
    helpers: options.helpers,
    services: options.services,
    loadSchema: options.loadSchema,
    register(name, handle) {
      components.set(name, handle);
      return () => {
        if (components.get(name) === handle) components.delete(name);
      };
    },
    component: (name) => components.get(name),
    openDialog: (request) => options.dialogs.open(request),
    closeDialog: (dialog) => options.dialogs.close(dialog),
    can: options.can ?? (() => true),
    scope: (extra = {}) => ({ $state: state, $params: runtime.params, $helpers: runtime.helpers, ...extra }),
  };
  return runtime;
}

export const ScreenRuntimeContext = createContext<ScreenRuntime | null>(null);

export function useScreenRuntime(): ScreenRuntime {
  const runtime = useContext(ScreenRuntimeContext);
  if (!runtime) throw new Error('screen components render inside <ScreenRenderer>');
  return runtime;
}

/**
 * The SchemaField of screens (page components + form components + widgets), provided by ScreenRenderer so
 * components that render schema of their own (SearchBar, dialogs) need not import the table that lists them.
 */
export type ScreenSchemaField = ComponentType<{ schema: ISchema; scope?: Record<string, unknown> }>;
export const ScreenSchemaFieldContext = createContext<ScreenSchemaField | null>(null);

export function useScreenSchemaField(): ScreenSchemaField {
  const field = useContext(ScreenSchemaFieldContext);
  if (!field) throw new Error('screen components render inside <ScreenRenderer>');
  return field;
}
