/**
 * Model scripts (docs/widgets.md, "Scripts") compiled once per source text. The platform stores either a
 * function expression — `({ formData, setFormData }) => { … }` — or, in hand-written models, a plain body.
 * Both become `(api) => result`. The platform eval()s them in page scope; we use `new Function`, which sees
 * only globals and the explicit API object it is called with.
 */
export type ScriptFunction = (api: object) => unknown;

export type CompiledScript =
  { ok: true; run: ScriptFunction; form: 'function' | 'body' } | { ok: false; error: string };

/** Names a plain body can use directly (the API object's keys). */
export const SCRIPT_API_NAMES = [
  'formData',
  'setFormData',
  'setShowOrHide',
  'setRequired',
  'setDisabled',
  'setFieldOptions',
  'onlineUtils',
  'request',
  'data',
  'rowIndex',
] as const;

/** Whether the source text is a function expression (arrow or `function`), found without running it. */
export function isFunctionExpression(source: string): boolean {
  const text = source.trim().replace(/^async\b\s*/, '');
  if (/^function\b/.test(text)) return true;
  if (/^[A-Za-z_$][\w$]*\s*=>/.test(text)) return true;
  if (!text.startsWith('(')) return false;
  const close = matchingParen(text);
  return close > 0 && /^\s*=>/.test(text.slice(close + 1));
}

/** Index of the parenthesis closing the one at 0, skipping strings, templates and comments; -1 when none. */
function matchingParen(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      i = skipString(text, i);
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

function skipString(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote) return i;
  }
  return text.length;
}

function compileUncached(source: string): CompiledScript {
  try {
    if (isFunctionExpression(source)) {
      // evaluating a function expression only creates the function: nothing of the script runs here
      const expression = source.trim().replace(/;+$/, '');
      const fn: unknown = new Function(`"use strict";\nreturn (${expression}\n);`)();
      if (typeof fn !== 'function') return { ok: false, error: 'not a function' };
      return { ok: true, form: 'function', run: (api) => (fn as ScriptFunction)(api) };
    }
    // a directive is not allowed beside destructured parameters, so strictness comes from the outer function
    const body = new Function(
      '__api',
      `"use strict";\nreturn (function ({ ${SCRIPT_API_NAMES.join(', ')} }) {\n${source}\n})(__api);`,
    ) as ScriptFunction;
    return { ok: true, form: 'body', run: (api) => body(api) };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** One cache per page: a model opened twice, or a field of 2,000 rows, compiles each source once. */
export class ScriptCompiler {
  private readonly cache = new Map<string, CompiledScript>();
  /** how many sources were actually compiled (tests check the cache with it) */
  compileCount = 0;

  compile(source: string): CompiledScript {
    let compiled = this.cache.get(source);
    if (!compiled) {
      this.compileCount++;
      compiled = compileUncached(source);
      this.cache.set(source, compiled);
    }
    return compiled;
  }
}

export const defaultScriptCompiler = new ScriptCompiler();

export function compileScript(source: string): CompiledScript {
  return defaultScriptCompiler.compile(source);
}
