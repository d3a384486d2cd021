import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BizError } from '../lib/envelope';

/**
 * Refuses, before any handler runs, input no handler should ever see: a NUL character (PostgreSQL cannot
 * store it in text and would answer with an internal error), a lone UTF-16 surrogate (not a character at all;
 * drivers would silently turn it into U+FFFD), and JSON nested deeper than any screen sends. The answer names
 * the field, e.g. `参数错误：fullName包含非法字符`, so a person can find what to fix (docs/security.md).
 */

/** Deeper than any form model or screen writes (child tables sit at depth 3–4). */
export const MAX_DEPTH = 32;

// a high surrogate not followed by a low one, or a low surrogate not preceded by a high one
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The path of the first unsafe string or key (e.g. `list[2].name`), '' when the value is clean. */
export function findUnsafe(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isUnsafeText(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) throw new BizError(`参数错误：${path || '请求体'}嵌套层级过深`);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafe(value[i], `${path}[${i}]`, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (isUnsafeText(key)) return here;
    const found = findUnsafe(item, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const partNames = { params: '路径参数', query: '查询参数', body: '请求体' } as const;

function check(request: FastifyRequest): void {
  for (const part of ['params', 'query', 'body'] as const) {
    const found = findUnsafe(request[part], '');
    if (found !== null) throw new BizError(`参数错误：${found || partNames[part]}包含非法字符`);
  }
}

/** Runs on every route after the body is parsed and before schema validation. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => check(request));
}
