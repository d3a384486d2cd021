import { Slider } from 'antd';
import type { SliderSingleProps } from 'antd';
import { connect, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { PreviewText } from '../shared/PreviewText';

/** slider (designer props min 0, max 100, step 1; default 0). */
interface JnpfSliderProps extends Omit<SliderSingleProps, 'value' | 'onChange' | 'range'> {
  value?: number | string | null;
  onChange?: (value: number) => void;
  readOnly?: boolean;
  readonly?: boolean;
}

function JnpfSlider({
  value,
  onChange,
  readOnly,
  readonly,
  disabled,
  min = 0,
  max = 100,
  step = 1,
  ...rest
}: JnpfSliderProps) {
  const n = Number(value);
  const locked = Boolean(readOnly ?? readonly);
  return (
    <Slider
      {...rest}
      min={min}
      max={max}
      step={step}
      value={value === null || value === undefined || value === '' || !Number.isFinite(n) ? min : n}
      disabled={Boolean(disabled) || locked}
      onChange={(next: number) => onChange?.(next)}
    />
  );
}

export function SliderPreview({ value }: { value?: unknown }) {
  return <PreviewText value={value === null || value === undefined ? '' : String(value)} />;
}

const component = connect(JnpfSlider, mapReadPretty(SliderPreview));

const entry: WidgetEntry = {
  key: 'slider',
  component,
  readPretty: SliderPreview,
  defaultValue: 0,
  emptyValue: 0,
  allowedInTable: true,
  lazy: false,
  valueType: 'number',
  category: 'input',
  sample: { props: { min: 0, max: 10, step: 0.5 }, value: 7.5, display: '7.5' },
};

export default entry;
