import { compileExpression, type CalculateExpression } from './expression';
import { computeResult, normalisePrecision, type MathEngine } from './evaluate';
import { createMathEngine } from './mathEngine';
import { observable, reaction } from '@formily/reactive';
import { referenceValue, rowContextOf, toOperand, touchReferences } from './formValues';

// the engine the app loads (mathEngine.ts), not the full library
const engine: MathEngine = createMathEngine();
const f = (vModel: string) => ({ __vModel__: vModel, label: vModel });

describe('compileExpression', () => {
  it.each<[CalculateExpression | null, string | null, string[]]>([
    // the platform's token array: keypad characters and picked fields
    [[f('price'), '×', f('qty')], 'v0 * v1', ['price', 'qty']],
    [['(', f('a'), '+', '1', '2', '.', '5', ')', '÷', '2'], '( v0 + 12.5 ) / 2', ['a']],
    [[f('a'), '-', f('a')], 'v0 - v0', ['a']],
    [[f('items.amount'), '*', '1', '0'], 'v0 * 10', ['items.amount']],
    // a plain string with {vModel} references
    ['{price} * {qty} - 5', 'v0 * v1 - 5', ['price', 'qty']],
    ['{ a } × 2 ÷ {b}', 'v0 * 2 / v1', ['a', 'b']],
    [[], null, []],
    ['', null, []],
    [null, null, []],
  ])('%j → %j', (expression, source, refs) => {
    const compiled = compileExpression(expression);
    expect(compiled?.source ?? null).toBe(source);
    if (compiled) expect(compiled.refs).toEqual(refs);
  });
});

describe('form values as operands', () => {
  it.each([
    [5, 5],
    ['12.5', 12.5],
    ['1,200', 1200],
    ['', 0],
    [null, 0],
    [undefined, 0],
    ['abc', 0],
    [true, 0],
  ])('%j → %j', (value, operand) => expect(toOperand(value)).toBe(operand));

  const values = { a: 2, items: [{ amount: 3 }, { amount: '4' }, { amount: null }] };
  it('a main-form field is its value', () => expect(referenceValue(values, 'a')).toBe(2));
  it('a child-table column from outside the table is its total', () =>
    expect(referenceValue(values, 'items.amount')).toBe(7));
  it("a child-table column inside a row is that row's cell", () =>
    expect(referenceValue(values, 'items.amount', { table: 'items', index: 1 })).toBe(4));
  it('a missing table counts 0', () => expect(referenceValue(values, 'other.amount')).toBe(0));

  it('inside a row it watches its own row only; from outside the table, every row', () => {
    const form = observable({ items: [{ amount: 1 }, { amount: 2 }, { amount: 3 }] });
    const runs = { row: 0, total: 0 };
    const stopRow = reaction(
      () => touchReferences(form, ['items.amount'], { table: 'items', index: 1 }),
      () => (runs.row += 1),
    );
    const stopTotal = reaction(
      () => touchReferences(form, ['items.amount']),
      () => (runs.total += 1),
    );
    form.items[2].amount = 30;
    expect(runs).toEqual({ row: 0, total: 1 });
    form.items[1].amount = 20;
    expect(runs).toEqual({ row: 1, total: 2 });
    form.items.push({ amount: 4 });
    expect(runs).toEqual({ row: 2, total: 3 });
    stopRow();
    stopTotal();
  });

  it.each([
    [['items', 2, 'total'], { table: 'items', index: 2 }],
    [['items', '0', 'total'], { table: 'items', index: 0 }],
    [['total'], undefined],
  ])('row of %j → %j', (segments, row) => expect(rowContextOf(segments)).toEqual(row));
});

describe('computeResult', () => {
  const run = (expression: CalculateExpression, values: Record<string, unknown>, precision?: number) =>
    computeResult(engine, compileExpression(expression)!, values, precision);

  it.each([
    ['{a} * {b}', { a: 3, b: '4' }, undefined, 12],
    ['{a} / {b}', { a: 1, b: 3 }, 2, 0.33],
    ['{a} / {b}', { a: 2, b: 3 }, 0, 1],
    ['{a} * 1', { a: 1.005 }, 2, 1.01],
    ['{a} / {b}', { a: 1, b: 0 }, 2, 0], // Infinity → 0
    ['{a} / {b}', { a: 0, b: 0 }, 2, 0], // NaN → 0
    ['{a} - {b}', { a: 0.1, b: 0.3 }, 1, -0.2],
    ['{a} +', { a: 1 }, 0, 0], // a broken expression → 0
    ['-{a} + {b} ^ 2', { a: 1, b: 3 }, 0, 8],
    ['{a} mod 3', { a: 7 }, 0, 1],
    ['round({a} / 3, 1) + max({a}, {b}) - min({a}, {b})', { a: 10, b: 4 }, 2, 9.3],
    ['abs({a}) + floor({b}) + ceil({b}) + sqrt(16)', { a: -2, b: 1.5 }, 0, 9],
    ['sum({a}, {b})', { a: 1, b: 2 }, 0, 0], // a function the engine leaves out → 0, like any error
  ])('%s over %j at precision %s → %s', (expression, values, precision, result) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(run(expression, values, precision)).toBe(result);
    warn.mockRestore();
  });

  it('evaluates the platform token array', () => {
    expect(run([f('price'), '×', '(', f('qty'), '-', '1', ')'], { price: 10, qty: 3 })).toBe(20);
  });

  it.each([
    [undefined, 0],
    [2, 2],
    ['3', 3],
    [-1, 0],
    [99, 15],
  ])('precision %j → %j', (input, digits) => expect(normalisePrecision(input)).toBe(digits));
});
