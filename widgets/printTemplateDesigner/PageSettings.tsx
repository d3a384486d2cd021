import { InputNumber, Radio, Select, Space } from 'antd';
import { formatMessage } from '../../engine-core/i18n';
import { pageMillimetres, type PrintPage } from '../../engine-core/print/template';
import { designerMessages as m } from './messages';
import styles from './designer.module.css';

export interface PageSettingsProps {
  page: PrintPage;
  disabled?: boolean;
  onChange(page: PrintPage): void;
}

const SIZES = ['A4', 'A5', 'A3', 'B5', 'letter', 'legal'];
const SIDES = [m.marginTop, m.marginRight, m.marginBottom, m.marginLeft];

/** Paper size (or a custom width × height in mm), orientation and the four margins in mm. */
export function PageSettings({ page, disabled, onChange }: PageSettingsProps) {
  const set = (patch: Partial<PrintPage>) => onChange({ ...page, ...patch });
  const setSize = (size: string) => {
    if (size !== 'custom') {
      const { width: _w, height: _h, ...rest } = page;
      onChange({ ...rest, size });
      return;
    }
    // a custom paper starts as the current one, portrait
    const [w, h] = pageMillimetres({ ...page, orientation: 'portrait' });
    set({ size, width: w, height: h });
  };
  const setMargin = (i: number, value: number | null) => {
    const margin = [...page.margin] as PrintPage['margin'];
    margin[i] = Math.max(0, Math.min(100, Number(value) || 0));
    set({ margin });
  };
  return (
    <Space wrap size={[12, 6]} className={styles.pageSettings} data-print-page-settings>
      <span>{formatMessage(m.paper)}</span>
      <Select
        size="small"
        style={{ width: 96 }}
        disabled={disabled}
        value={page.size}
        data-print-size
        onChange={setSize}
        options={[
          ...SIZES.map((s) => ({ value: s, label: s === 'letter' ? 'Letter' : s === 'legal' ? 'Legal' : s })),
          { value: 'custom', label: formatMessage(m.custom) },
        ]}
      />
      {page.size === 'custom' && (
        <Space size={4}>
          {formatMessage(m.width)}
          <InputNumber
            size="small"
            min={20}
            max={2000}
            value={page.width}
            onChange={(v) => set({ width: Number(v) || 20 })}
          />
          {formatMessage(m.height)}
          <InputNumber
            size="small"
            min={20}
            max={2000}
            value={page.height}
            onChange={(v) => set({ height: Number(v) || 20 })}
          />
        </Space>
      )}
      <Radio.Group
        size="small"
        optionType="button"
        disabled={disabled}
        value={page.orientation}
        onChange={(e) => set({ orientation: e.target.value as PrintPage['orientation'] })}
        options={[
          { value: 'portrait', label: formatMessage(m.portrait) },
          { value: 'landscape', label: formatMessage(m.landscape) },
        ]}
      />
      <span>{formatMessage(m.margins)}</span>
      {SIDES.map((side, i) => (
        <InputNumber
          key={i}
          size="small"
          style={{ width: 84 }}
          min={0}
          max={100}
          disabled={disabled}
          prefix={formatMessage(side)}
          value={page.margin[i]}
          data-print-margin={i}
          onChange={(v) => setMargin(i, v)}
        />
      ))}
    </Space>
  );
}
