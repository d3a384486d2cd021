import type { DataInterfaceParam } from '../../engine-core/services';

/** The parameter token the designer gives a data-interface parameter to receive what the user typed. */
export const KEYWORD_TOKEN = '@keyword';

/** Suggestions asked for (and shown) when the designer sets no `total`. */
export const DEFAULT_SUGGESTIONS = 50;

/** The designer's `total`: how many suggestions at most (50 when missing or not a positive number). */
export function suggestionCap(total: unknown): number {
  const n = Math.floor(Number(total));
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_SUGGESTIONS;
}

/**
 * The typed text into the parameters that carry the @keyword token, as their source variable (system variable
 * `@keyword`) or as their value. Other parameters are kept as they are; a new list is returned.
 */
export function withKeyword(paramList: readonly DataInterfaceParam[], keyword: string): DataInterfaceParam[] {
  return paramList.map((param) =>
    param.relationField === KEYWORD_TOKEN || param.defaultValue === KEYWORD_TOKEN
      ? { ...param, defaultValue: keyword }
      : param,
  );
}

/** Distinct suggestion texts from the rows' relationField, at most `cap` of them. */
export function suggestionsOf(rows: readonly Record<string, unknown>[], relationField: string, cap: number): string[] {
  const texts: string[] = [];
  for (const row of rows) {
    const raw = row[relationField];
    if (raw === undefined || raw === null || raw === '') continue;
    const text = String(raw);
    if (!texts.includes(text)) texts.push(text);
    if (texts.length >= cap) break;
  }
  return texts;
}
