/**
 * regList patterns are stored as regex literal text ('/^\\d+$/g'); the platform eval()s them. We parse the
 * literal instead: body and flags, built with the RegExp constructor, so a model can never run code. The form
 * (its field rules) and the server (re-checking a saved record) read patterns with this one parser, so they
 * accept and skip the same patterns.
 * `g` and `y` are dropped: they make `test()` stateful, which only ever produces wrong answers in validation.
 */
export type ParsedPattern = { ok: true; regex: RegExp } | { ok: false; error: string };

const LITERAL = /^\/([\s\S]*)\/([a-z]*)$/;
const SAFE_FLAGS = new Set(['i', 'm', 's', 'u']);

export function parsePattern(pattern: unknown): ParsedPattern {
  if (pattern instanceof RegExp) return { ok: true, regex: withoutStatefulFlags(pattern.source, pattern.flags) };
  if (typeof pattern !== 'string' || !pattern.trim()) return { ok: false, error: 'empty pattern' };
  const text = pattern.trim();
  const literal = LITERAL.exec(text);
  // a bare string is a pattern body, as async-validator treats string patterns
  const [body, flags] = literal ? [literal[1], literal[2]] : [text, ''];
  if (!body) return { ok: false, error: 'empty pattern' };
  const unknownFlag = [...flags].find((f) => !SAFE_FLAGS.has(f) && f !== 'g' && f !== 'y');
  if (unknownFlag) return { ok: false, error: `unknown flag "${unknownFlag}"` };
  try {
    return { ok: true, regex: withoutStatefulFlags(body, flags) };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

function withoutStatefulFlags(body: string, flags: string): RegExp {
  const kept = [...new Set(flags)].filter((f) => SAFE_FLAGS.has(f)).join('');
  return new RegExp(body, kept);
}
