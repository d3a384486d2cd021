import { connect, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { PreviewText } from '../shared/PreviewText';
import { JnpfColorPicker } from './ColorPicker';

/** colorPicker (designer props showAlpha, colorFormat): stores the colour text; the twin is a swatch and the text. */
export function ColorPickerPreview({ value }: { value?: unknown }) {
  if (typeof value !== 'string' || !value) return <PreviewText value="" />;
  return (
    <PreviewText value={value}>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <span
          className="jnpf-color-swatch"
          aria-hidden
          style={{
            display: 'inline-block',
            width: 16,
            height: 16,
            borderRadius: 3,
            border: '1px solid rgba(0, 0, 0, 0.15)',
            background: value,
          }}
        />
        <span>{value}</span>
      </span>
    </PreviewText>
  );
}

const component = connect(JnpfColorPicker, mapReadPretty(ColorPickerPreview));

const entry: WidgetEntry = {
  key: 'colorPicker',
  component,
  readPretty: ColorPickerPreview,
  defaultValue: undefined,
  emptyValue: null,
  // the designer's noTableAllowList
  allowedInTable: false,
  lazy: false,
  valueType: 'string',
  category: 'input',
  sample: { value: '#409EFF', display: '#409EFF' },
};

export default entry;
