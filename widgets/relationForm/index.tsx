import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { JnpfRelationForm, RelationFormPreview } from './RelationFormField';

const component = connect(
  JnpfRelationForm,
  // the field's disabled state wins over a designer `disabled: false` in the props
  mapProps((props: { disabled?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
  })),
  mapReadPretty(RelationFormPreview),
);

const entry: WidgetEntry = {
  key: 'relationForm',
  component,
  readPretty: RelationFormPreview,
  defaultValue: '',
  emptyValue: '',
  allowedInTable: true,
  lazy: false,
  valueType: 'string',
  category: 'select',
  sample: {
    props: {
      modelId: 'members',
      relationField: 'memberName',
      columnOptions: [
        { value: 'memberName', label: '姓名' },
        { value: 'workUnit', label: '工作单位' },
      ],
      hasPage: true,
      pageSize: 2,
      clearable: true,
    },
    value: 'record-1',
    display: '会员甲',
  },
};

export default entry;
