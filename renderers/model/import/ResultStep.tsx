import { useMemo, useState } from 'react';
import { Button, Result, Table, type TableColumnsType } from 'antd';
import type { ImportDataReply, ImportFailedRow, ImportHeader } from '../../../contract';
import { formatMessage } from '../../../engine-core/i18n';
import { importMessages } from './messages';
import { cellText } from './previewCells';
import { useEngineServices } from '../../../engine-core/services';
import type { ImportWizardApi } from './wizardApi';

/**
 * Step 3: how many rows were stored; when some were refused, the refused rows with their reasons and the
 * error report to download (the same rows as xlsx, reasons first).
 */

interface Props {
  api: ImportWizardApi;
  headers: ImportHeader[];
  result: ImportDataReply;
}

type Failed = ImportFailedRow & { __index: number };

/** Main columns only: the failure table lists records; a child table shows its row count. */
function failureColumns(headers: ImportHeader[]): TableColumnsType<Failed> {
  const flat = headers.flatMap((h) => (h.jnpfKey === 'complexHeader' ? (h.children ?? []) : [h]));
  return [
    {
      key: 'errorsInfo',
      title: formatMessage(importMessages.failReason),
      dataIndex: 'errorsInfo',
      width: 260,
      fixed: 'left',
      render: (text: string) => <span style={{ color: '#ff4d4f' }}>{text}</span>,
    },
    ...flat.map((header) => ({
      key: header.id,
      title: header.fullName,
      width: 140,
      render: (_: unknown, row: Failed) =>
        header.jnpfKey === 'table'
          ? String(Array.isArray(row[header.id]) ? (row[header.id] as unknown[]).length : 0)
          : cellText(header, row[header.id]),
    })),
  ];
}

export function ResultStep({ api, headers, result }: Props) {
  const [exporting, setExporting] = useState(false);
  const services = useEngineServices();
  const rows = useMemo(() => result.failResult.map((row, i) => ({ ...row, __index: i })), [result]);
  const columns = useMemo(() => failureColumns(headers), [headers]);

  const exportErrors = async () => {
    setExporting(true);
    try {
      const link = await api.exceptionData(result.failResult);
      services.download(link.url, link.name);
    } catch (error) {
      console.warn('[import] error report refused', error);
    } finally {
      setExporting(false);
    }
  };

  if (result.fnum === 0) {
    return (
      <div data-import-step="result">
        <Result status="success" title={formatMessage(importMessages.allImported, { count: result.snum })} />
      </div>
    );
  }
  return (
    <div data-import-step="result">
      <Result
        status="warning"
        title={formatMessage(importMessages.partlyImported, { success: result.snum, fail: result.fnum })}
        style={{ padding: '16px 0' }}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <Button type="primary" loading={exporting} onClick={() => void exportErrors()}>
          {formatMessage(importMessages.exportErrors)}
        </Button>
      </div>
      <div data-import-failures>
        <Table<Failed>
          size="small"
          bordered
          rowKey="__index"
          columns={columns}
          dataSource={rows}
          scroll={{ x: 'max-content', y: 300 }}
          pagination={false}
        />
      </div>
    </div>
  );
}
