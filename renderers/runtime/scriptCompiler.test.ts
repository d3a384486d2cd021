import { isFunctionExpression, ScriptCompiler } from './scriptCompiler';

const api = { formData: { a: 2 }, data: 5 };

describe('isFunctionExpression', () => {
  test.each([
    ['({ formData, setFormData }) => { setFormData("a", 1) }', true],
    ['({ data }) => data * 2', true],
    ['async ({ formData }) => formData.a', true],
    ['(p) => p', true],
    ['p => p', true],
    ['function (p) { return p }', true],
    ['async function run(p) { return p }', true],
    ['({ a = ")" }) => a', true],
    ['(/* ) */ p) => p', true],
    ['return formData.a', false],
    ['(formData.a)', false],
    ['setFormData("a", 1)', false],
    ['(formData.a) + 1', false],
  ])('%s → %s', (source, expected) => {
    expect(isFunctionExpression(source)).toBe(expected);
  });
});

describe('ScriptCompiler', () => {
  test.each([
    ['({ formData, data }) => formData.a + data', 7],
    ['function ({ data }) { return data + 1 }', 6],
    ['({ data }) => data * 2;', 10],
    ['return formData.a * data', 10],
    ['const x = data - 1;\nreturn x', 4],
  ])('%s runs against the API', (source, expected) => {
    const compiled = new ScriptCompiler().compile(source);
    expect(compiled.ok && compiled.run(api)).toBe(expected);
  });

  test('each source text is compiled once', () => {
    const compiler = new ScriptCompiler();
    const a = compiler.compile('({ data }) => data');
    const b = compiler.compile('({ data }) => data');
    compiler.compile('({ data }) => data + 1');
    expect(a).toBe(b);
    expect(compiler.compileCount).toBe(2);
  });

  test('compiling a body does not run it', () => {
    const probe = { ran: false };
    (globalThis as Record<string, unknown>).__probe = probe;
    const compiled = new ScriptCompiler().compile('globalThis.__probe.ran = true');
    expect(compiled.ok).toBe(true);
    expect(probe.ran).toBe(false);
    if (compiled.ok) compiled.run(api);
    expect(probe.ran).toBe(true);
  });

  test('a syntax error is a failed compilation, cached too', () => {
    const compiler = new ScriptCompiler();
    const compiled = compiler.compile('({ data }) => { data +* 2 }');
    expect(compiled.ok).toBe(false);
    if (!compiled.ok) expect(compiled.error).toMatch(/unexpected|token/i);
    compiler.compile('({ data }) => { data +* 2 }');
    expect(compiler.compileCount).toBe(1);
  });

  test('scripts see the API and globals, not the module scope', () => {
    const compiled = new ScriptCompiler().compile('return typeof isFunctionExpression');
    expect(compiled.ok && compiled.run(api)).toBe('undefined');
  });
});
