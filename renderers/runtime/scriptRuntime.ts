import type { Form } from '@formily/core';
import type { EngineServices } from '../../engine-core/services';
import type { FieldInfo, FormFuncs } from '../formModel/types';
import type { ScriptEventContext, ScriptEventName, ScriptRuntime } from '../../engine-core/scriptContext';
import { createScriptApi, type ScriptApi } from './scriptApi';
import { defaultScriptCompiler, type ScriptCompiler } from './scriptCompiler';
import type { RelationMap } from './relations';
import { createFieldLookup } from './fieldLookup';

/**
 * The runtime of one rendered model: runs its scripts against the explicit API and applies its linkage.
 * A script that fails to compile or throws (or rejects) is logged with its field and event and answers
 * false: a broken model script never takes the page down.
 */
export type ScriptLogger = (message: string, error: unknown) => void;

export interface FormRuntimeOptions {
  form: Form;
  fields: readonly FieldInfo[];
  funcs?: FormFuncs;
  services: EngineServices;
  compiler?: ScriptCompiler;
  logger?: ScriptLogger;
}

export interface FormRuntime extends ScriptRuntime {
  readonly relations: RelationMap;
  readonly fieldsByPath: ReadonlyMap<string, FieldInfo>;
  /** the child-table columns by their path `<table>.<column>` */
  readonly columnsByPath: ReadonlyMap<string, FieldInfo>;
  /** the field at a path: a main-form field, or the column of a child-table cell with its row */
  fieldAt(path: string): { info: FieldInfo; rowIndex?: number } | undefined;
  /** the API object a script of this form receives (without data/rowIndex) */
  readonly api: ScriptApi;
  /** a field's own script for an event (on.change, on.blur…); undefined when it has none */
  runFieldEvent(path: string, event: ScriptEventName, data?: unknown, rowIndex?: number): unknown;
  /** funcs.onLoad / funcs.afterSubmit */
  runFunc(name: 'onLoad' | 'afterSubmit'): unknown;
  /** funcs.beforeSubmit: true to go on; false when it rejects, resolves/returns false, or fails */
  beforeSubmit(): Promise<boolean>;
  /** a value of `source` changed: clear its dependents (returns the cleared paths) */
  applyRelations(source: string): string[];
}

const defaultLogger: ScriptLogger = (message, error) => console.error(message, error);

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

export function createFormRuntime(options: FormRuntimeOptions): FormRuntime {
  const { form, fields, funcs = {}, services } = options;
  const compiler = options.compiler ?? defaultScriptCompiler;
  const log = options.logger ?? defaultLogger;
  const { fieldsByPath, columnsByPath, relations, fieldAt, applyRelations } = createFieldLookup(form, fields);
  const api = createScriptApi({ form, fieldsByPath, columnsByPath, services, onValueSet: applyRelations });
  const where = (context: ScriptEventContext) =>
    `[form script] ${context.field ? `field "${context.field}" ` : ''}event "${context.event ?? 'script'}"`;

  /** runs one source; synchronous results come back as they are, promises settle to false on rejection */
  const run = (source: string, context: ScriptEventContext = {}): unknown => {
    const compiled = compiler.compile(source);
    if (!compiled.ok) {
      log(`${where(context)} does not compile`, new SyntaxError(compiled.error));
      return false;
    }
    try {
      const result = compiled.run(
        Object.assign(Object.create(api) as ScriptApi, {
          data: context.data,
          rowIndex: context.rowIndex,
        }),
      );
      if (isThenable(result)) {
        return Promise.resolve(result).catch((error: unknown) => {
          log(`${where(context)} failed`, error);
          return false;
        });
      }
      return result;
    } catch (error) {
      log(`${where(context)} failed`, error);
      return false;
    }
  };

  return {
    run,
    relations,
    fieldsByPath,
    columnsByPath,
    fieldAt,
    api,
    applyRelations,
    runFieldEvent(path, event, data, rowIndex) {
      const at = fieldAt(path);
      const source = at?.info.on[event];
      if (!source) return undefined;
      return run(source, { data, rowIndex: rowIndex ?? at.rowIndex, field: path, event });
    },
    runFunc(name) {
      const source = funcs[name];
      return source && source.trim() ? run(source, { event: name }) : undefined;
    },
    async beforeSubmit() {
      const source = funcs.beforeSubmit;
      if (!source || !source.trim()) return true;
      const compiled = compiler.compile(source);
      if (!compiled.ok) {
        log(`${where({ event: 'beforeSubmit' })} does not compile`, new SyntaxError(compiled.error));
        return false;
      }
      try {
        // a rejection is the script's way to say "do not submit": not an error to log
        const result = await compiled.run(Object.create(api) as ScriptApi);
        return result !== false;
      } catch (error) {
        if (error instanceof Error) log(`${where({ event: 'beforeSubmit' })} stopped the submit`, error);
        return false;
      }
    },
  };
}
