import { Button, Dropdown, Segmented, Space } from 'antd';
import { BarcodeOutlined, QrcodeOutlined, TableOutlined } from '@ant-design/icons';
import { formatMessage } from '../../engine-core/i18n';
import type { CodeKind, PrintField } from './elementHtml';
import { designerMessages as m } from './messages';
import type { FieldGroup } from './usePrintFields';

export type DesignMode = 'visual' | 'source';

export interface InsertBarProps {
  groups: FieldGroup[];
  mode: DesignMode;
  disabled?: boolean;
  onMode(mode: DesignMode): void;
  onLoop(group: FieldGroup): void;
  onCode(kind: CodeKind, field: PrintField): void;
}

/** 插入子表循环 (one entry per child table), 插入条形码 / 插入二维码 (of a main field), and visual / source. */
export function InsertBar({ groups, mode, disabled, onMode, onLoop, onCode }: InsertBarProps) {
  const tables = groups.filter((g) => g.table);
  const main = groups.find((g) => g.key === 'main')?.fields ?? [];
  const off = disabled || mode !== 'visual';
  const codeMenu = (kind: CodeKind) => ({
    items: main.map((f) => ({ key: f.id, label: f.fullName })),
    onClick: ({ key }: { key: string }) => {
      const field = main.find((f) => f.id === key);
      if (field) onCode(kind, field);
    },
  });
  return (
    <Space wrap size={8}>
      <Dropdown
        disabled={off || tables.length === 0}
        trigger={['click']}
        menu={{
          items: tables.map((g) => ({ key: g.key, label: g.title })),
          onClick: ({ key }) => {
            const group = tables.find((g) => g.key === key);
            if (group) onLoop(group);
          },
        }}
      >
        <Button size="small" icon={<TableOutlined />} data-print-insert="loop">
          {formatMessage(m.insertLoop)}
        </Button>
      </Dropdown>
      <Dropdown disabled={off || main.length === 0} trigger={['click']} menu={codeMenu('barcode')}>
        <Button size="small" icon={<BarcodeOutlined />} data-print-insert="barcode">
          {formatMessage(m.insertBarcode)}
        </Button>
      </Dropdown>
      <Dropdown disabled={off || main.length === 0} trigger={['click']} menu={codeMenu('qrcode')}>
        <Button size="small" icon={<QrcodeOutlined />} data-print-insert="qrcode">
          {formatMessage(m.insertQrcode)}
        </Button>
      </Dropdown>
      <Segmented
        size="small"
        value={mode}
        disabled={disabled}
        onChange={(v) => onMode(v as DesignMode)}
        options={[
          { value: 'visual', label: formatMessage(m.visual) },
          { value: 'source', label: formatMessage(m.source) },
        ]}
      />
    </Space>
  );
}
