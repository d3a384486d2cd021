import { act, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DiffView } from './DiffView';
import { DiffAgainst } from './ScreenDiffs';
import { ScreenVersions, type VersionRow } from './ScreenVersions';

/** 页面配置's history and diffs speak the user's language, like the rest of the editor. */

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'zh', resources: { zh: {}, zhtw: {}, en: {} } });
});
afterAll(() => i18n.changeLanguage('zh'));

const versions: VersionRow[] = [
  { id: 'v2', version: 2, action: 'rollback', comment: '', creatorTime: 0, creatorUser: 'admin' },
  { id: 'v1', version: 1, action: 'save', comment: '', creatorTime: 0, creatorUser: 'admin' },
];
const history = () => (
  <ScreenVersions versions={versions} defaultText="{}" documentOf={() => ({})} onRollback={() => undefined} />
);

test.each([
  ['zh', ['版本历史', '恢复默认', '回滚', '保存', '修改人'], '没有差异', '对比上次保存'],
  ['zhtw', ['版本歷史', '恢復默認', '回滾', '保存', '修改人'], '沒有差異', '對比上次保存'],
  [
    'en',
    ['Version history', 'Restore default', 'Rolled back', 'Saved', 'Changed by'],
    'No difference',
    'Against the last save',
  ],
])('in %s: the history, its actions and the diff', async (lng, historyTexts, same, against) => {
  await act(() => i18n.changeLanguage(lng));
  const { unmount } = render(
    <>
      {history()}
      <DiffView before="a" after="a" />
      <DiffAgainst text="a" saved="a" defaultText="a" />
    </>,
  );
  const text = document.body.textContent ?? '';
  for (const expected of historyTexts) expect(text).toContain(expected);
  expect(screen.getAllByText(same).length).toBeGreaterThan(0);
  expect(text).toContain(against);
  unmount();
});
