import { expect, test } from 'vitest';
import { modelLiveProblems, pointerOfIssuePath } from './modelProblems';

/** A form model's problems as you type: the server's structural check first, then the engine's model checks. */

const model = (field: Record<string, unknown>) =>
  JSON.stringify({ formData: { fields: [field] }, columnData: { columnList: [] } }, null, 2);

test("the engine's issue paths become JSON pointers under /formData", () => {
  expect(pointerOfIssuePath('fields[2].__config__.children[0]')).toBe('/formData/fields/2/__config__/children/0');
  expect(pointerOfIssuePath('')).toBe('/formData');
});

test('a field without jnpfKey is refused where the server would refuse it', () => {
  const [problem] = modelLiveProblems(model({ __config__: { label: '姓名' }, __vModel__: 'name' }));
  expect(problem).toMatchObject({ pointer: '/formData/fields/0/__config__', message: '缺少 jnpfKey' });
});

test("an unknown widget passes the structural check and is located by the engine's check", () => {
  const problems = modelLiveProblems(
    model({ __config__: { jnpfKey: 'noSuchWidget', label: '姓名' }, __vModel__: 'a' }),
  );
  expect(problems.map((p) => p.pointer)).toContain('/formData/fields/0/__config__/jnpfKey');
  expect(modelLiveProblems(model({ __config__: { jnpfKey: 'input', label: '姓名' }, __vModel__: 'a' }))).toEqual([]);
});
