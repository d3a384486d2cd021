import { expect, test } from 'vitest';
import { screenActionNames, screenIconNames } from '../../contract/screens/names';
import { actionNames } from './actions';
import { screenIcons } from './components/icons';

/** The React-free name lists the meta-check (and the server) use are the names the renderer handles. */

test('every action the meta-check accepts has a handler, and no handler is left out', () => {
  expect([...screenActionNames].sort()).toEqual([...actionNames].sort());
});

test('every icon the meta-check accepts is drawn, and no icon is left out', () => {
  expect([...screenIconNames].sort()).toEqual(Object.keys(screenIcons).sort());
});
