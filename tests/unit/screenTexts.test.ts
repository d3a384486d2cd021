import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { migrateScreen } from '../../contract/screens/migrations';
import { screenTexts } from '../../renderers/screen/screenText';
import { screenMessages, serverSuccessMessages } from '../../renderers/screen/messages';
import en from '../../schemas/meta/i18n/en.json';
import zhtw from '../../schemas/meta/i18n/zhtw.json';
import { simplifiedOnlyCharacters } from './i18n/simplifiedOnlyCharacters';

/**
 * Every word a screen file shows has an English and a traditional-Chinese translation (docs/screen-dialect.md#languages):
 * the plain texts through the catalogues, `{ zh, zhtw, en }` objects by themselves. Texts are read after the
 * presets are expanded, as the renderer reads them.
 */

const ROOT = path.resolve('schemas');

function screenFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'meta' ? [] : screenFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

const screens = screenFiles(ROOT)
  .sort()
  .map((file) => {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return { file: path.relative(process.cwd(), file), texts: screenTexts(migrateScreen(schema).schema) };
  });

const catalogues: Record<'en' | 'zhtw', Record<string, string>> = { en, zhtw };
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
const simplifiedIn = (text: string) => [...text].filter((ch) => simplifiedOnlyCharacters.has(ch)).join('');

describe('screen texts', () => {
  test('there are screens with texts to translate', () => {
    expect(screens.length).toBeGreaterThanOrEqual(40);
    expect(screens.find((s) => s.file.endsWith('dictionary.page.json'))?.texts.plain).toContain('数据字典');
  });

  test.each(['en', 'zhtw'] as const)('every plain text of every screen has a %s translation', (language) => {
    const missing = screens.flatMap(({ file, texts }) =>
      texts.plain.filter((text) => !catalogues[language][text]?.trim()).map((text) => `${file}: ${text}`),
    );
    expect(missing).toEqual([]);
  });

  test('every { zh, zhtw, en } text of a screen carries all three', () => {
    const partial = screens.flatMap(({ file, texts }) =>
      texts.translated.filter((text) => !text.zhtw || !text.en).map((text) => `${file}: ${text.zh}`),
    );
    expect(partial).toEqual([]);
  });

  test('the English catalogue holds no Chinese', () => {
    expect(Object.entries(en).filter(([, text]) => HAN.test(text))).toEqual([]);
  });

  test('the traditional catalogue holds no simplified-only character', () => {
    const slips = Object.values(zhtw)
      .filter((text) => simplifiedIn(text))
      .map((text) => `${text} (${simplifiedIn(text)})`);
    expect(slips).toEqual([]);
  });

  // an entry no screen uses yet is allowed: screens being written (or overridden on the server) may use it
  test('the catalogues hold the same texts', () => {
    expect(Object.keys(zhtw).sort()).toEqual(Object.keys(en).sort());
  });

  test("the engine's own words are traditional in zhtw and not Chinese in en", () => {
    const messages = [...Object.values(screenMessages), ...Object.values(serverSuccessMessages)];
    expect(messages.filter((m) => simplifiedIn(m.zhtw)).map((m) => m.zhtw)).toEqual([]);
    expect(messages.filter((m) => HAN.test(m.en)).map((m) => m.en)).toEqual([]);
  });
});
