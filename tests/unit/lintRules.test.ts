import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';

/**
 * The rules of eslint.config.js (the layers, and the house rules on imports, disable comments and size) are code
 * too: each fixture under tests/lint-fixtures/layers is linted as if it sat where its first line says
 * (`// lint as: widgets/input/Fixture.tsx`) and must raise exactly the error its second line names
 * (`// expect: <rule> <words of the message>`), or nothing (`// expect: nothing`).
 * `eslint .` ignores the folder, so the deliberately bad code is linted only here.
 */

const root = path.resolve(__dirname, '../..');
const layersDir = path.join(root, 'tests/lint-fixtures/layers');
const cycleDir = path.join(root, 'tests/lint-fixtures/cycle');

interface Fixture {
  name: string;
  code: string;
  lintAs: string;
  expected: { ruleId: string; words: string } | null;
}

function readFixture(name: string): Fixture {
  const code = readFileSync(path.join(layersDir, name), 'utf8');
  const [first = '', second = ''] = code.split('\n');
  const lintAs = /^\/\/ lint as: (\S+)$/.exec(first)?.[1];
  const expectation = /^\/\/ expect: (nothing|(\S+) (.+))$/.exec(second);
  if (!lintAs || !expectation) throw new Error(`${name}: the first two lines must say "lint as:" and "expect:"`);
  return {
    name,
    code,
    lintAs,
    expected: expectation[1] === 'nothing' ? null : { ruleId: expectation[2]!, words: expectation[3]! },
  };
}

const fixtures = readdirSync(layersDir).sort().map(readFixture);
const configFile = path.join(root, 'eslint.config.js');
const eslint = new ESLint({ cwd: root, overrideConfigFile: configFile });
// a computed specifier: the config is plain JS, which the type check does not follow
const { default: config } = (await import(/* @vite-ignore */ configFile)) as { default: Linter.Config[] };

const errorsOf = (results: ESLint.LintResult[]) =>
  results.flatMap((r) =>
    r.messages.filter((m) => m.severity === 2).map((m) => ({ ruleId: m.ruleId, text: m.message })),
  );

describe('layering rules of eslint.config.js', { timeout: 60_000 }, () => {
  test('every direction has a bad fixture and the allowed imports a good one', () => {
    expect(fixtures.filter((f) => f.expected).length).toBeGreaterThanOrEqual(10);
    expect(fixtures.filter((f) => !f.expected).length).toBeGreaterThanOrEqual(3);
  });

  test.each(fixtures.map((f) => [f.name, f] as const))('%s', async (_name, fixture) => {
    const errors = errorsOf(await eslint.lintText(fixture.code, { filePath: path.join(root, fixture.lintAs) }));
    if (!fixture.expected) {
      expect(errors).toEqual([]);
      return;
    }
    expect(errors).toHaveLength(1);
    expect(errors[0]!.ruleId).toBe(fixture.expected.ruleId);
    expect(errors[0]!.text).toContain(fixture.expected.words);
  });

  test('the fixtures are outside what `eslint .` lints', async () => {
    expect(await eslint.isPathIgnored(path.join(layersDir, fixtures[0]!.name))).toBe(true);
    expect(await eslint.isPathIgnored(path.join(cycleDir, 'a.ts'))).toBe(true);
  });
});

describe('import cycle check of eslint.config.js', { timeout: 60_000 }, () => {
  const cycleBlock = config.find((block) => block.rules?.['import-x/no-cycle']);

  test.each(['engine-core/i18n.ts', 'widgets/index.ts', 'renderers/index.ts', 'src/main.tsx'])(
    'is on for %s',
    async (file) => {
      const computed = (await eslint.calculateConfigForFile(path.join(root, file))) as Linter.Config;
      expect(computed.rules?.['import-x/no-cycle']).toEqual([
        2,
        expect.objectContaining({ allowUnsafeDynamicCyclicDependency: true }),
      ]);
    },
  );

  test('finds a two-file cycle, as configured (plugin, resolver, options)', async () => {
    const cycleOnly = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      ignore: false,
      overrideConfig: [
        { ...cycleBlock, files: ['tests/lint-fixtures/cycle/*.ts'], languageOptions: { parser: tseslint.parser } },
      ],
    });
    const errors = errorsOf(await cycleOnly.lintFiles([path.join(cycleDir, '*.ts')]));
    expect(errors.map((e) => e.ruleId)).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
  });
});
