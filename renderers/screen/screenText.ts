/**
 * What a screen file says to its user, in the user's language (docs/screen-dialect.md#languages).
 *
 * A text in a screen file is written in one of two forms:
 * - a plain simplified-Chinese string, translated through the catalogues `schemas/meta/i18n/{zhtw,en}.json`
 *   (keyed by that string); string literals inside `{{ }}` expressions are translated the same way;
 * - an explicit `{ "zh": "…", "zhtw": "…", "en": "…" }` object, for a text no catalogue knows (a screen an
 *   administrator changed on the server).
 * The screen is translated once per language before Formily sees it; a missing translation shows the Chinese.
 */

export type ScreenLanguage = 'zh' | 'zhtw' | 'en';

/** `{ zh, zhtw?, en? }`: a text carrying its own translations. */
export interface TranslatedText {
  zh: string;
  zhtw?: string;
  en?: string;
}

/** zh text → the same text in one other language. */
export type TextCatalogue = Readonly<Record<string, string>>;

const TEXT_LANGUAGES = new Set(['zh', 'zhtw', 'en']);

/** Keys whose values are data or notes, never shown as words of the screen (a field's value, a default). */
const NOT_TEXT_KEYS = new Set(['$comment', 'value', 'default', 'const', 'state']);

/** the (pseudo) key of an `enum` item: a plain string there is a value, not a label */
const ENUM_ITEM = '[enum]';

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
const EXPRESSION = /^\s*\{\{[\s\S]*\}\}\s*$/;
/** a '…' or "…" string literal inside an expression */
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g;

export function hasHan(text: string): boolean {
  return HAN.test(text);
}

export function isTranslatedText(value: unknown): value is TranslatedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    typeof (value as { zh?: unknown }).zh === 'string' &&
    entries.every(([key, text]) => TEXT_LANGUAGES.has(key) && typeof text === 'string')
  );
}

const unescape = (literal: string) => literal.replace(/\\(.)/g, '$1');
const escapeFor = (text: string, quote: string) =>
  text.replace(/\\/g, '\\\\').replace(new RegExp(quote, 'g'), `\\${quote}`);

/** The Chinese literals of an expression replaced by `translate`'s answer, quoted as they were. */
function translateExpression(expression: string, translate: (zh: string) => string): string {
  return expression.replace(LITERAL, (whole, single: string | undefined, double: string | undefined) => {
    const raw = single ?? double ?? '';
    if (!hasHan(raw)) return whole;
    const quote = single !== undefined ? "'" : '"';
    return `${quote}${escapeFor(translate(unescape(raw)), quote)}${quote}`;
  });
}

export interface TextVisitor {
  /** a plain Chinese text (or a Chinese literal of an expression); answers what replaces it */
  plain(zh: string): string;
  /** a `{ zh, zhtw, en }` object; answers the string that replaces it */
  translated(text: TranslatedText): string;
}

/** A copy of `node` with every text passed through the visitor; the input is never mutated. */
export function mapScreenTexts<T>(node: T, visitor: TextVisitor): T {
  const walk = (value: unknown, key: string | undefined): unknown => {
    if (key !== undefined && NOT_TEXT_KEYS.has(key)) return value;
    if (typeof value === 'string') {
      if (key === ENUM_ITEM || !hasHan(value)) return value;
      return EXPRESSION.test(value) ? translateExpression(value, visitor.plain) : visitor.plain(value);
    }
    // an `enum` of plain strings lists values; its `{ label, value }` objects carry labels
    if (Array.isArray(value)) return value.map((item) => walk(item, key === 'enum' ? ENUM_ITEM : undefined));
    if (typeof value !== 'object' || value === null) return value;
    if (isTranslatedText(value)) return visitor.translated(value);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
  };
  return walk(node, undefined) as T;
}

/** The screen in `language`: catalogue texts translated, `{ zh, zhtw, en }` objects resolved. */
export function localizeScreen<T>(schema: T, language: ScreenLanguage, catalogue: TextCatalogue): T {
  return mapScreenTexts(schema, {
    plain: (zh) => (language === 'zh' ? zh : (catalogue[zh] ?? zh)),
    translated: (text) => text[language] ?? text.zh,
  });
}

/** Every text of a screen: the plain ones (catalogue keys) and the `{ zh, zhtw, en }` objects. */
export function screenTexts(schema: unknown): { plain: string[]; translated: TranslatedText[] } {
  const plain = new Set<string>();
  const translated: TranslatedText[] = [];
  mapScreenTexts(schema, {
    plain: (zh) => (plain.add(zh), zh),
    translated: (text) => (translated.push(text), text.zh),
  });
  return { plain: [...plain], translated };
}
