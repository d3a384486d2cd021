import type { EngineLanguage } from '../../engine-core/i18n';
import type { WidgetRegistry } from '../../engine-core/registry';
import { makeIssue, type IssueInput } from './messages';
import type { Diagnostic, FieldInfo, FormConf } from './types';

/** What the adapter carries while it walks the field tree. */
export interface WalkContext {
  registry: WidgetRegistry;
  lang: EngineLanguage;
  formConf: FormConf;
  diagnostics: Diagnostic[];
  fields: FieldInfo[];
  keys: KeyAllocator;
  report(issue: IssueInput): void;
}

/** Where a node sits: its JSON path in the document, its schema address, the child table it belongs to. */
export interface Position {
  jsonPath: string;
  /** schema keys of the enclosing void nodes, from the top-level grid down */
  address: string[];
  tableKey?: string;
}

export const GRID_KEY = '__grid';

/**
 * Schema keys are unique within one form: a data field's key is its __vModel__ (its data path, since every
 * container is void), a display widget or container gets `<jnpfKey>_<formId>`. A clash gets a numbered suffix.
 */
export class KeyAllocator {
  private readonly used = new Set<string>([GRID_KEY]);

  has(key: string): boolean {
    return this.used.has(key);
  }

  take(wanted: string): string {
    let key = wanted;
    for (let n = 2; this.used.has(key); n++) key = `${wanted}_${n}`;
    this.used.add(key);
    return key;
  }
}

export function createWalkContext(registry: WidgetRegistry, lang: EngineLanguage, formConf: FormConf): WalkContext {
  const diagnostics: Diagnostic[] = [];
  return {
    registry,
    lang,
    formConf,
    diagnostics,
    fields: [],
    keys: new KeyAllocator(),
    report: (issue) => diagnostics.push(makeIssue(issue, lang)),
  };
}

/** Formily would compile `{{ }}` inside designer text as expressions: model text is data, never code. */
export const COMPILE_OMITTED = [
  'title',
  'description',
  'default',
  'x-component-props',
  'x-decorator-props',
  'x-data',
  'x-validator',
  'x-content',
];

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
