import { createFakeServices, fakeUser } from '../../tests/conformance/fakeServices';
import { formDataToSchema } from '../formModel/formDataToSchema';
import { defaultRegistry } from '../../widgets';
import { optionSourceOf, pageLabels, shapeOf, type OptionCache, type OptionSource } from './optionLookups';
import type { ModelRow } from './types';

const model = {
  fields: [
    {
      __vModel__: 'level',
      __config__: { jnpfKey: 'radio', label: '等级', dataType: 'static' },
      options: [
        { id: '1', fullName: '普通' },
        { id: '2', fullName: '高级' },
      ],
      props: { label: 'fullName', value: 'id' },
    },
    {
      __vModel__: 'sex',
      __config__: { jnpfKey: 'select', label: '性别', dataType: 'dictionary', dictionaryType: 'sex' },
      props: { label: 'fullName', value: 'enCode' },
    },
    { __vModel__: 'province', __config__: { jnpfKey: 'input', label: '省份' } },
    {
      __vModel__: 'city',
      __config__: {
        jnpfKey: 'select',
        label: '城市',
        dataType: 'dynamic',
        propsUrl: 'cities',
        templateJson: [{ field: 'province', relationField: 'province', sourceType: 1 }],
      },
      multiple: true,
    },
  ],
};

const sources = (): OptionSource[] =>
  formDataToSchema(model, { registry: defaultRegistry })
    .fields.map(optionSourceOf)
    .filter((s): s is OptionSource => s !== undefined);

const rows: ModelRow[] = [
  { id: 'a', level: '2', sex: 'female', province: 'zj', city: ['hz', 'nb'] },
  { id: 'b', level: 1, sex: 'male', province: 'js', city: ['nj'] },
  { id: 'c', level: '9', sex: '', province: 'zj', city: ['nb'] },
];

describe('option labels of a list page', () => {
  test('option columns are found and shaped like their widgets', () => {
    expect(sources().map((s) => [s.prop, s.dataType, s.shape])).toEqual([
      ['level', 'static', 'single'],
      ['sex', 'dictionary', 'single'],
      ['city', 'dynamic', 'multiple'],
    ]);
    expect([shapeOf('checkbox', false), shapeOf('cascader', false), shapeOf('cascader', true)]).toEqual([
      'multiple',
      'path',
      'paths',
    ]);
  });

  test('labels, never ids: one dictionary call, one interface call per parent value on the page', async () => {
    const services = createFakeServices();
    const cache: OptionCache = new Map();
    const labels = await pageLabels(sources(), rows, services, fakeUser, cache);
    expect(labels).toEqual({
      a: { level: '高级', sex: '女', city: '杭州, 宁波' },
      b: { level: '普通', sex: '男', city: '南京' },
      // an unknown value shows as itself
      c: { level: '9', sex: '', city: '宁波' },
    });
    expect(services.calls.dictionaryOptions).toEqual(['sex']);
    expect(services.calls.dataInterface.map((c) => c.paramList[0].defaultValue)).toEqual(['zj', 'js']);

    // the next page asks nothing it already knows
    await pageLabels(
      sources(),
      [{ id: 'd', level: '1', sex: 'male', province: 'js', city: [] }],
      services,
      fakeUser,
      cache,
    );
    expect(services.calls.dictionaryOptions).toHaveLength(1);
    expect(services.calls.dataInterface).toHaveLength(2);
  });

  test('a failing source shows the stored values', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const services = createFakeServices({ dictionaries: {}, interfaces: {} });
    const labels = await pageLabels(sources(), rows.slice(0, 1), services, fakeUser, new Map());
    expect(labels.a).toEqual({ level: '高级', sex: 'female', city: 'hz, nb' });
    vi.restoreAllMocks();
  });
});
