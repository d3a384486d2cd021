import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhTW from 'antd/locale/zh_TW';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { setEngineLanguage, type EngineLanguage } from '../../engine-core/i18n';
import type { ApiFunction } from '../../engine-core/services';
import { EngineProvider } from '../../renderers/EngineProvider';
import { ScreenRenderer } from '../../renderers/screen/ScreenRenderer';
import { fakeServices } from '../../renderers/screen/testing/fakeServices';
import type { ScreenSchema } from '../../renderers/screen/types';
import { loadScreenSchema, screenIds } from '../../src/engine/screenCatalog';
import { defaultRegistry } from '../../widgets';
import { createScreenValidator } from '../../renderers/screen/validateScreen';
import { screenComponentNames } from '../../renderers/screen/screenComponents';
import { apiNames } from '../../src/engine/apiTable';
import { simplifiedOnlyCharacters } from './i18n/simplifiedOnlyCharacters';

/**
 * Every screen file rendered in English and in traditional Chinese, as a user sees it: pages with one row in
 * their tables, and each dialog or drawer opened (new-record mode). Fails when Chinese shows in English, or a
 * simplified-only character in traditional Chinese: a text missing from the catalogues, or an engine word that
 * does not follow the language. Read are the text and the placeholder, title and aria-label attributes.
 */

const row = { id: 'r1', fullName: 'Sample', enCode: 'sample', enabledMark: 1, sortCode: 1, hasChildren: false };
const anyApi = new Proxy({} as Record<string, ApiFunction>, {
  get: () => () => Promise.resolve({ list: [row], pagination: { total: 1, currentPage: 1, pageSize: 20 } }),
  has: () => true,
});
const user = {
  userId: 'u1',
  userAccount: 'admin',
  userName: 'Admin',
  organizeId: 'o1',
  organizeName: 'Society',
  departmentId: 'o1',
  departmentName: 'Society',
  positionId: '',
  positionName: '',
};
const locales = { en: enUS, zhtw: zhTW };
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

function shownWords(): string {
  const attributes = [...document.body.querySelectorAll('[placeholder],[title],[aria-label]')].flatMap((el) =>
    ['placeholder', 'title', 'aria-label'].map((name) => el.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...attributes].join('\n');
}

/** The lines of what is shown that break the language, or [] */
function wrongWords(language: 'en' | 'zhtw'): string[] {
  const wrong = (line: string) =>
    language === 'en' ? HAN.test(line) : [...line].some((ch) => simplifiedOnlyCharacters.has(ch));
  return shownWords()
    .split(/\n|(?<=[。！？?])/)
    .filter(wrong)
    .map((line) => line.trim().slice(0, 120));
}

/** A page with one button opening the dialog file, as a screen's toolbar does. */
const opener = (dialog: string): ScreenSchema => ({
  schemaVersion: 2,
  type: 'void',
  'x-component': 'Page',
  properties: {
    bar: {
      type: 'void',
      'x-component': 'Toolbar',
      'x-component-props': { buttons: [{ label: 'Open it', action: { action: 'openDialog', dialog, record: {} } }] },
    },
  },
});

async function show(id: string, language: 'en' | 'zhtw') {
  act(() => setEngineLanguage(language));
  const services = { ...fakeServices(anyApi), currentUser: () => user };
  const schema = id.endsWith('.page') ? await loadScreenSchema(id) : opener(id);
  render(
    <ConfigProvider locale={locales[language]}>
      <EngineProvider widgets={defaultRegistry} services={services}>
        <ScreenRenderer schema={schema} loadSchema={loadScreenSchema} name={id} />
      </EngineProvider>
    </ConfigProvider>,
  );
  if (id.endsWith('.page')) {
    await waitFor(() => expect(document.querySelector('[data-screen-component]')).not.toBeNull());
  } else {
    fireEvent.click(await screen.findByRole('button', { name: 'Open it' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-title, .ant-drawer-title')).not.toBeNull());
  }
  // the APIs answer at once: let the tables and option lists fill
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

afterAll(() => setEngineLanguage('zh' satisfies EngineLanguage));

describe('a screen from the server', () => {
  // an administrator's screen: a catalogue text and a text carrying its own translations
  const overridden: ScreenSchema = {
    schemaVersion: 2,
    type: 'void',
    'x-component': 'Page',
    properties: {
      table: {
        type: 'void',
        'x-component': 'CrudTable',
        'x-component-props': {
          api: 'dictionaryData.list',
          columns: [
            { title: '名称', dataIndex: 'fullName' },
            { title: { zh: '会员等级', zhtw: '會員等級', en: 'Membership level' }, dataIndex: 'enCode' },
          ],
        },
      },
    },
  };

  test('passes the meta-check and follows a language switch while it is shown', async () => {
    const validate = createScreenValidator({ components: screenComponentNames(defaultRegistry), apis: apiNames });
    expect(validate(overridden, 'server')).toEqual([]);
    expect(validate({ ...overridden, title: { zh: '名称', fr: 'Nom' } }, 'server').length).toBeGreaterThan(0);

    act(() => setEngineLanguage('zh'));
    render(
      <EngineProvider widgets={defaultRegistry} services={fakeServices(anyApi)}>
        <ScreenRenderer schema={overridden} />
      </EngineProvider>,
    );
    const headers = () => [...document.querySelectorAll('th')].map((th) => th.textContent);
    await waitFor(() => expect(headers()).toContain('会员等级'));
    act(() => setEngineLanguage('en'));
    await waitFor(() => expect(headers()).toContain('Membership level'));
    expect(headers()).toContain('Name');
    act(() => setEngineLanguage('zhtw'));
    await waitFor(() => expect(headers()).toContain('會員等級'));
    expect(headers()).toContain('名稱');
  });
});
// a screen's own console warnings (options an API of the proxy cannot shape) are not what this test reads
vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe.each(['en', 'zhtw'] as const)('every screen in %s', (language) => {
  test('there are pages and dialogs to show', () => {
    expect(screenIds.filter((id) => id.endsWith('.page')).length).toBeGreaterThan(10);
    expect(screenIds.filter((id) => !id.endsWith('.page')).length).toBeGreaterThan(20);
  });

  test.each(screenIds)(`%s shows no word outside ${language}`, async (id) => {
    await show(id, language);
    expect(wrongWords(language)).toEqual([]);
  });
});
