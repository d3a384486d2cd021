import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { JnpfUploadFile } from './UploadFileField';
import { UploadFilePreview } from './UploadFilePreview';

const component = connect(
  JnpfUploadFile,
  // the field's disabled / read-only state wins over the designer's `disabled: false`
  mapProps((props: { disabled?: boolean; readOnly?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
    readOnly: Boolean(props.readOnly) || ('readOnly' in field && field.readOnly),
  })),
  mapReadPretty(UploadFilePreview),
);

const entry: WidgetEntry = {
  key: 'uploadFile',
  component,
  readPretty: UploadFilePreview,
  defaultValue: [],
  emptyValue: [],
  allowedInTable: true,
  lazy: false,
  valueType: 'array',
  category: 'input',
  sample: {
    value: [
      { name: '章程.pdf', fileId: 'f1.pdf', url: '/api/file/Image/annex/f1.pdf', fileSize: 2048, fileExtension: 'pdf' },
      {
        name: '名单.xlsx',
        fileId: 'f2.xlsx',
        url: '/api/file/Image/annex/f2.xlsx',
        fileSize: 1536,
        fileExtension: 'xlsx',
      },
    ],
    display: /章程\.pdf.*名单\.xlsx/,
  },
};

export default entry;
