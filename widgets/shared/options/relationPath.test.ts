import { resolveRelationPath } from './relationPath';

test.each<[string, string | undefined, string]>([
  ['province', 'city', 'province'],
  ['items-qty', 'items.2.price', 'items.2.qty'],
  ['items-qty', 'city', 'items-qty'],
  ['other-qty', 'items.2.price', 'other-qty'],
])('resolveRelationPath(%s from %s) → %s', (relation, address, expected) => {
  expect(resolveRelationPath(relation, address)).toBe(expected);
});
