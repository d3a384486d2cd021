import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { JnpfUploadImg } from './UploadImgField';
import { UploadImgPreview } from './UploadImgPreview';

const component = connect(
  JnpfUploadImg,
  // the field's disabled / read-only state wins over the designer's `disabled: false`
  mapProps((props: { disabled?: boolean; readOnly?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
    readOnly: Boolean(props.readOnly) || ('readOnly' in field && field.readOnly),
  })),
  mapReadPretty(UploadImgPreview),
);

const entry: WidgetEntry = {
  key: 'uploadImg',
  component,
  readPretty: UploadImgPreview,
  defaultValue: [],
  emptyValue: [],
  allowedInTable: true,
  lazy: false,
  valueType: 'array',
  category: 'input',
  sample: {
    value: [
      {
        name: '合影.png',
        fileId: 'i1.png',
        url: '/api/file/Image/annexpic/i1.png',
        thumbUrl: '/api/file/Image/annexpic/s_i1.png',
      },
    ],
    display: '查看图片',
  },
};

export default entry;
