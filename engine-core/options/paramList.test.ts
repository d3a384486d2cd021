import { buildParamList, relationFieldsOf } from './paramList';
import { fakeUser } from '../../tests/conformance/fakeServices';
import type { TemplateJsonItem } from './types';

const values: Record<string, unknown> = { province: 'zj', zero: 0, no: false, blank: null };
const ctx = { fieldValue: (f: string) => values[f], recordId: 'rec-9', user: fakeUser };

describe('buildParamList', () => {
  test.each<[string, TemplateJsonItem, unknown]>([
    ['1 form field', { field: 'p', sourceType: 1, relationField: 'province' }, 'zj'],
    ['1 form field, 0 is a value', { field: 'p', sourceType: 1, relationField: 'zero' }, 0],
    ['1 form field, false is a value', { field: 'p', sourceType: 1, relationField: 'no' }, false],
    ['1 form field, empty → ""', { field: 'p', sourceType: 1, relationField: 'blank' }, ''],
    ['1 form field, missing → ""', { field: 'p', sourceType: 1, relationField: 'nope' }, ''],
    ['2 custom value', { field: 'p', sourceType: 2, defaultValue: 'fixed' }, 'fixed'],
    ['2 as text', { field: 'p', sourceType: '2', defaultValue: 7 }, 7],
    ['no sourceType = custom', { field: 'p', defaultValue: 'x' }, 'x'],
    ['3 empty', { field: 'p', sourceType: 3, defaultValue: 'ignored' }, ''],
    ['4 @formId', { field: 'p', sourceType: 4, relationField: '@formId' }, 'rec-9'],
    ['4 @userId', { field: 'p', sourceType: 4, relationField: '@userId' }, 'u-1'],
    ['4 @organizeId', { field: 'p', sourceType: 4, relationField: '@organizeId' }, 'org-1'],
    [
      '4 unknown variable left to the server',
      { field: 'p', sourceType: 4, relationField: '@x', defaultValue: 'd' },
      'd',
    ],
  ])('%s', (_label, item, expected) => {
    const [param] = buildParamList([item], ctx);
    expect(param.field).toBe('p');
    expect(param.defaultValue).toEqual(expected);
  });

  test('does not mutate the model and keeps other keys', () => {
    const templateJson: TemplateJsonItem[] = [
      { field: 'p', sourceType: 1, relationField: 'province', dataType: 'varchar' },
    ];
    const [param] = buildParamList(templateJson, ctx);
    expect(param).toMatchObject({ field: 'p', dataType: 'varchar', relationField: 'province', sourceType: 1 });
    expect(templateJson[0].defaultValue).toBeUndefined();
    expect(buildParamList(null, ctx)).toEqual([]);
  });

  test('relation fields are the distinct sourceType-1 fields', () => {
    expect(
      relationFieldsOf([
        { field: 'a', sourceType: 1, relationField: 'x' },
        { field: 'b', sourceType: '1', relationField: 'x' },
        { field: 'c', sourceType: 2, relationField: 'y' },
        { field: 'd', sourceType: 1 },
      ]),
    ).toEqual(['x']);
  });
});
