import { connect, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { JnpfPopupAttr, PopupAttrPreview } from './JnpfPopupAttr';

const entry: WidgetEntry = {
  key: 'popupAttr',
  component: connect(JnpfPopupAttr, mapReadPretty(PopupAttrPreview)),
  readPretty: PopupAttrPreview,
  defaultValue: '',
  emptyValue: '',
  allowedInTable: true,
  lazy: false,
  valueType: 'string',
  category: 'select',
  sample: { props: { relationField: 'source', showField: 'fullName', isStorage: 1 }, value: '绿', display: '绿' },
};

export default entry;
