import type { FormModel } from '../../formModel/types';

/**
 * A model whose fields depend on one another the three ways the platform links them:
 * province → city (options from a data interface with templateJson sourceType 1),
 * city → district (the same, multiple so it clears to []),
 * start → end (date bound from another field), dept → member (userSelect limited by a department field).
 */
export const linkedModel: FormModel = {
  fields: [
    { __vModel__: 'province', __config__: { jnpfKey: 'select', label: '省', dataType: 'static' }, options: [] },
    {
      __vModel__: 'city',
      __config__: {
        jnpfKey: 'select',
        label: '市',
        dataType: 'dynamic',
        propsUrl: 'cities',
        templateJson: [{ field: 'p', relationField: 'province', sourceType: 1 }],
      },
    },
    {
      __vModel__: 'district',
      __config__: {
        jnpfKey: 'select',
        label: '区',
        dataType: 'dynamic',
        propsUrl: 'districts',
        templateJson: [
          { field: 'c', relationField: 'city', sourceType: 1 },
          { field: 'fixed', relationField: '', sourceType: 2, defaultValue: 'x' },
        ],
      },
      multiple: true,
    },
    { __vModel__: 'start', __config__: { jnpfKey: 'datePicker', label: '开始' } },
    {
      __vModel__: 'end',
      __config__: {
        jnpfKey: 'datePicker',
        label: '结束',
        startTimeRule: true,
        startTimeType: 2,
        startRelationField: 'start',
      },
    },
    { __vModel__: 'dept', __config__: { jnpfKey: 'input', label: '部门' } },
    {
      __vModel__: 'member',
      __config__: { jnpfKey: 'userSelect', label: '成员' },
      selectType: 'dep',
      relationField: 'dept',
    },
    // a static select ignores its templateJson: no relation
    {
      __vModel__: 'unrelated',
      __config__: {
        jnpfKey: 'select',
        label: '无关',
        dataType: 'static',
        templateJson: [{ relationField: 'province', sourceType: 1 }],
      },
    },
  ],
};
