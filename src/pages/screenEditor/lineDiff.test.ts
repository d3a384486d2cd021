import { expect, test } from 'vitest';
import { diffLines, hunks } from './lineDiff';

const show = (lines: ReturnType<typeof diffLines>) =>
  lines.map((l) => `${{ same: ' ', add: '+', del: '-' }[l.kind]}${l.text}`);

test('a renamed line is removed and added; the rest stays', () => {
  expect(show(diffLines('a\nb\nc', 'a\nB\nc'))).toEqual([' a', '-b', '+B', ' c']);
});

test('inserted and deleted lines in the middle keep the common lines in order', () => {
  expect(show(diffLines('1\n2\n3\n4', '1\n3\nx\n4\n5'))).toEqual([' 1', '-2', ' 3', '+x', ' 4', '+5']);
});

test('equal texts have no changes, and hunks keep only the context around a change', () => {
  expect(diffLines('a\nb', 'a\nb').every((l) => l.kind === 'same')).toBe(true);
  const lines = diffLines('1\n2\n3\n4\n5\n6\n7\n8', '1\n2\n3\n4\n5\n6\n7\nX');
  expect(hunks(lines, 1).map((l) => (l ? l.text : '…'))).toEqual(['…', '7', '8', 'X']);
});
