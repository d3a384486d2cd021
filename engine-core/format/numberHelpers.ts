/** Number helpers of the platform's number checks. */

const PLAIN_NUMBER = /^[+-]?(0|[1-9]\d*)(\.\d+)?$/;
const OPERAND = '(?:0|[1-9]\\d*)(?:\\.\\d+)?';
const EXPRESSION = new RegExp(`^\\s*[+-]?${OPERAND}(?:\\s*[-+*/]\\s*${OPERAND})+\\s*$`);

/** An optional sign, no leading zeros, an optional decimal part: `-12.5`, `0.3`; not `012`, `1.`, `1e3`. */
export function isPlainNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && PLAIN_NUMBER.test(String(value));
  return typeof value === 'string' && PLAIN_NUMBER.test(value);
}

/** Numbers and operators (+ - * /) alternating, at least one operator: `1+2*3.5`, `-4 / 2`; not `1+`, `1++2`. */
export function isExpression(value: unknown): boolean {
  return typeof value === 'string' && EXPRESSION.test(value);
}
