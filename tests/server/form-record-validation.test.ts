import { parseFormModel } from '../../server/services/formModel';
import { assertRecordValid, patternOf, pickModelValues } from '../../server/services/formRecordValidation';

/** The server's re-validation of records, on a small hand-made model (containers, a child table, V2 keys). */

const field = (jnpfKey: string, label: string, vModel: string, config: Record<string, unknown> = {}, props = {}) => ({
  __config__: { jnpfKey, label, ...config },
  __vModel__: vModel,
  ...props,
});

const model = parseFormModel(
  JSON.stringify({
    fields: [
      {
        __config__: {
          jnpfKey: 'card',
          children: [
            field('input', '名称', 'name', {
              required: true,
              regList: [{ pattern: '/^\\S+$/', message: '名称不能有空格' }],
            }),
            field('comInput', '别名', 'alias', { regList: [{ pattern: '[', message: 'broken pattern is skipped' }] }),
          ],
        },
      },
      field('divider', '分割线', 'notStored'),
      field('calculate', '合计', 'total', {}, { isStorage: 0 }),
      field('createUser', '创建人', 'creator', { required: true }),
      field('select', '标签', 'tags', { required: true }, { multiple: true }),
      {
        __config__: {
          jnpfKey: 'table',
          label: '成员',
          required: true,
          children: [
            field('input', '成员姓名', 'memberName', { required: true }),
            field('inputNumber', '年龄', 'age', {
              regList: [{ pattern: '/^\\d{1,2}$/', message: '年龄须为1-2位数字' }],
            }),
          ],
        },
        __vModel__: 'members',
      },
    ],
  }),
);

const valid = { name: '学会', alias: '', tags: ['a'], members: [{ memberName: '张三', age: 30 }] };

test('only storing fields are read; V2 keys are migrated; containers are walked', () => {
  expect(model.fields.map((f) => [f.vModel, f.jnpfKey])).toEqual([
    ['name', 'input'],
    ['alias', 'input'],
    ['creator', 'createUser'],
    ['tags', 'select'],
    ['members', 'table'],
  ]);
});

test.each([
  ['a valid record', valid, null],
  ['a missing name', { ...valid, name: '  ' }, '名称不能为空'],
  ['a name against its pattern', { ...valid, name: '学 会' }, '名称不能有空格'],
  ['an empty multiple select', { ...valid, tags: [] }, '标签不能为空'],
  ['a single value in a multiple select', { ...valid, tags: 'a' }, '标签格式不正确'],
  ['no child rows', { ...valid, members: [] }, '成员不能为空'],
  ['a child row without its required cell', { ...valid, members: [{ memberName: '', age: 3 }] }, '成员姓名不能为空'],
  ['a child cell against its pattern', { ...valid, members: [{ memberName: '李四', age: 123 }] }, '年龄须为1-2位数字'],
  ['child rows that are not objects', { ...valid, members: ['x'] }, '成员格式不正确'],
])('%s', (_case, record, message) => {
  const check = () => assertRecordValid(model.fields, record);
  if (message) expect(check).toThrow(message);
  else expect(check).not.toThrow();
});

test('system fields are the server’s: never required from the client', () => {
  expect(() => assertRecordValid(model.fields, { ...valid, creator: '' })).not.toThrow();
});

test('unknown keys are dropped before storing', () => {
  expect(pickModelValues(model.fields, { ...valid, evil: 1, notStored: 'x' })).toEqual(valid);
});

test.each([
  ['/^1[3-9]\\d{9}$/', '13912345678', true],
  ['/^abc$/i', 'ABC', true],
  ['/^a/g', 'ab', true],
  ['^\\d+$', '123', true],
  ['/(unclosed/', null, null],
  ['', null, null],
])('patternOf(%s)', (pattern, sample, matches) => {
  const regex = patternOf(pattern);
  if (matches === null) expect(regex).toBeNull();
  else expect(regex?.test(String(sample))).toBe(matches);
});
