import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DiffView } from './DiffView';
import { lineColumn, liveProblems } from './liveProblems';
import { LiveProblemList } from './ScreenDiffs';

/** The editor's checks as you type and its diff, without a server. */

const page = (component: string) =>
  JSON.stringify(
    {
      schemaVersion: 2,
      type: 'void',
      'x-component': 'Page',
      properties: { t: { type: 'void', 'x-component': component } },
    },
    null,
    2,
  );

test('an unknown component is reported at its JSON pointer before saving', () => {
  expect(liveProblems(page('Page'), 'x.page')).toEqual([]);
  const [problem] = liveProblems(page('NoSuchThing'), 'x.page');
  expect(problem.where).toBe('/properties/t/x-component');
  expect(problem.message).toContain('NoSuchThing');
});

test('a JSON syntax error is located by line and column', () => {
  expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  const [problem] = liveProblems('{\n  "a": 1,\n  oops\n}', 'x.page');
  expect(problem.where).toBe('第 3 行 第 3 列');
  expect(problem.message).toContain('JSON 格式错误');
});

test('the problem list shows each pointer with its message', () => {
  render(<LiveProblemList problems={[{ where: '/properties/t/x-component', message: 'unknown component' }]} />);
  const list = screen.getByTestId('screen-live-problems').textContent ?? '';
  expect(list).toContain('/properties/t/x-component');
  expect(list).toContain('unknown component');
});

test('the diff marks the removed and the added line', () => {
  render(<DiffView before={'{\n  "title": "旧"\n}'} after={'{\n  "title": "新"\n}'} testId="d" />);
  const of = (kind: string) => [...document.querySelectorAll(`[data-diff="${kind}"]`)].map((e) => e.textContent);
  expect(of('del')).toEqual(['-   "title": "旧"']);
  expect(of('add')).toEqual(['+   "title": "新"']);
});
