import dayjs from 'dayjs';
import { KEYWORD_FIELD, searchModel, toSearchField, toSearchQuery, widenRangeEnd } from './searchFields';
import type { ModelSearchField } from './types';

const item = (jnpfKey: string, searchType?: number, extra: Record<string, unknown> = {}) => ({
  prop: 'f',
  label: '字段',
  jnpfKey,
  searchType,
  __config__: { jnpfKey, label: '字段', required: true, regList: [{ pattern: '/x/' }] },
  ...extra,
});

describe('searchList → search fields', () => {
  test.each([
    ['input', 2, 'input', 'contains'],
    ['textarea', undefined, 'input', 'contains'],
    ['billRule', 2, 'input', 'contains'],
    ['inputNumber', 3, 'numberRange', 'range'],
    ['inputNumber', 1, 'inputNumber', 'equal'],
    ['calculate', 3, 'numberRange', 'range'],
    ['datePicker', 3, 'dateRange', 'range'],
    ['datePicker', undefined, 'dateRange', 'range'],
    ['createTime', 3, 'dateRange', 'range'],
    ['timePicker', 3, 'timeRange', 'range'],
    ['radio', 1, 'select', 'equal'],
    ['checkbox', 1, 'select', 'equal'],
    ['switch', 1, 'select', 'equal'],
    ['treeSelect', 1, 'treeSelect', 'equal'],
    ['cascader', 1, 'cascader', 'equal'],
    ['organizeSelect', 1, 'organizeSelect', 'equal'],
  ])('%s with searchType %s searches with %s (%s)', (jnpfKey, searchType, searchKey, kind) => {
    expect(toSearchField(item(jnpfKey, searchType))).toMatchObject({ searchKey, kind, jnpfKey, prop: 'f' });
  });

  test('the search widget is never required, keeps the option source and goes multiple when asked', () => {
    const field = toSearchField(
      item('radio', 1, {
        searchMultiple: true,
        options: [{ id: 'a', fullName: 'A' }],
        __config__: { jnpfKey: 'radio', label: '字段', required: true, dataType: 'dictionary', dictionaryType: 'dt-x' },
      }),
    )!;
    expect(field.multiple).toBe(true);
    expect(field.field).toMatchObject({
      __vModel__: 'f',
      multiple: true,
      options: [{ id: 'a', fullName: 'A' }],
      __config__: { jnpfKey: 'select', required: false, regList: [], dataType: 'dictionary', dictionaryType: 'dt-x' },
    });
    expect(field.field).not.toHaveProperty('searchType');
    expect(field.field).not.toHaveProperty('jnpfKey');
  });

  test('a switch is searched through its two states', () => {
    const field = toSearchField(
      item('switch', 1, { activeTxt: '是', inactiveTxt: '否', activeValue: 1, inactiveValue: 0 }),
    );
    expect(field!.field).toMatchObject({
      options: [
        { id: 1, fullName: '是' },
        { id: 0, fullName: '否' },
      ],
      __config__: { dataType: 'static' },
    });
  });

  test('the search model: a keyword box first when asked, four fields to a row', () => {
    const fields = [toSearchField(item('input', 2))!];
    const model = searchModel(fields, true, { keyword: '关键词', keywordPlaceholder: '请输入关键词查询' });
    expect(model.fields!.map((f) => [f.__vModel__, f.__config__!.jnpfKey, f.__config__!.span])).toEqual([
      [KEYWORD_FIELD, 'input', 6],
      ['f', 'input', 6],
    ]);
  });
});

describe('search values → keyword and queryJson', () => {
  const fields = [
    toSearchField({ prop: 'name', jnpfKey: 'input', searchType: 2 }),
    toSearchField({ prop: 'type', jnpfKey: 'select', searchType: 1, searchMultiple: true }),
    toSearchField({ prop: 'joined', jnpfKey: 'datePicker', searchType: 3, format: 'yyyy-MM-dd' }),
    toSearchField({ prop: 'fee', jnpfKey: 'inputNumber', searchType: 3 }),
  ] as ModelSearchField[];

  test('empty fields do not filter; zero is a value', () => {
    expect(toSearchQuery({ name: '', type: [], joined: [null, null], fee: [0, null] }, fields)).toEqual({
      keyword: undefined,
      queryJson: { fee: [0, null] },
    });
    expect(toSearchQuery({}, fields)).toEqual({ keyword: undefined, queryJson: undefined });
  });

  test('a date range covers the whole last day; the keyword is trimmed', () => {
    const from = dayjs('2024-05-01').valueOf();
    const to = dayjs('2024-05-31').valueOf();
    const query = toSearchQuery({ [KEYWORD_FIELD]: ' 张 ', name: '张', type: ['1', '2'], joined: [from, to] }, fields);
    expect(query).toEqual({
      keyword: '张',
      queryJson: { name: '张', type: ['1', '2'], joined: [from, dayjs('2024-05-31').endOf('day').valueOf()] },
    });
  });

  test.each([
    ['yyyy', 'year'],
    ['yyyy-MM', 'month'],
    ['yyyy-MM-dd', 'day'],
    ['yyyy-MM-dd HH:mm', 'minute'],
    ['yyyy-MM-dd HH:mm:ss', 'second'],
  ] as const)('the end of a %s range is the end of its %s', (format, unit) => {
    const at = dayjs('2024-05-31T10:20:30').valueOf();
    expect(widenRangeEnd(at, format)).toBe(dayjs(at).endOf(unit).valueOf());
  });
});
