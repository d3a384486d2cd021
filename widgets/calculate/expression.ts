/**
 * The two shapes of a calculate expression:
 * - the platform's (the jnpf-web 3.x designer's calculate widget): an array of tokens, each a single character typed
 *   on the designer's keypad ('0'–'9', '.', '+', '-', '×', '÷', '(', ')') or a field picked from the form,
 *   `{ __vModel__, label }`; a child-table column is `{ __vModel__: 'table.column' }`;
 * - a plain string with `{vModel}` references: `{price} * {quantity} - 5`.
 * Both compile to one mathjs source over variables v0…vn, one per distinct field reference.
 */
export interface FieldToken {
  __vModel__: string;
  label?: string;
}

export type ExpressionToken = string | number | FieldToken;

export type CalculateExpression = readonly ExpressionToken[] | string;

export interface CompiledExpression {
  /** mathjs source, fields replaced by v0…vn */
  source: string;
  /** the vModel behind each variable: refs[i] is vi */
  refs: string[];
}

const operatorText: Record<string, string> = { '×': '*', '÷': '/', x: '*', X: '*' };

const isNumberChar = (text: string) => /^[\d.]$/.test(text);

function isFieldToken(token: unknown): token is FieldToken {
  return typeof token === 'object' && token !== null && typeof (token as FieldToken).__vModel__ === 'string';
}

function variableFor(refs: string[], vModel: string): string {
  let index = refs.indexOf(vModel);
  if (index < 0) index = refs.push(vModel) - 1;
  return `v${index}`;
}

function compileTokens(tokens: readonly ExpressionToken[]): CompiledExpression {
  const refs: string[] = [];
  let source = '';
  let previousWasNumberChar = false;
  for (const token of tokens) {
    if (isFieldToken(token)) {
      source += ` ${variableFor(refs, token.__vModel__)}`;
      previousWasNumberChar = false;
      continue;
    }
    const text = String(token).trim();
    if (!text) continue;
    // the keypad stores 12.5 as '1','2','.','5': consecutive digits make one number
    if (isNumberChar(text) && previousWasNumberChar) source += text;
    else source += ` ${operatorText[text] ?? text}`;
    previousWasNumberChar = isNumberChar(text);
  }
  return { source: source.trim(), refs };
}

function compileString(expression: string): CompiledExpression {
  const refs: string[] = [];
  const source = expression
    .replace(/\{\s*([^{}]+?)\s*\}/g, (_, vModel: string) => variableFor(refs, vModel))
    .replace(/[×÷]/g, (op) => operatorText[op]);
  return { source: source.trim(), refs };
}

/** null when there is nothing to compute (no expression, an empty one, or an unknown shape). */
export function compileExpression(expression: CalculateExpression | null | undefined): CompiledExpression | null {
  let compiled: CompiledExpression | null = null;
  if (typeof expression === 'string') compiled = compileString(expression);
  else if (Array.isArray(expression)) compiled = compileTokens(expression);
  return compiled && compiled.source ? compiled : null;
}
