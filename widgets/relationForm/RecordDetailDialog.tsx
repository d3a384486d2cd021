import { Suspense } from 'react';
import { Alert, Button, Descriptions, Modal, Spin } from 'antd';
import { useForm } from '@formily/react';
import { useEngineServices } from '../../engine-core/services';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { relationMessages as m } from './messages';
import { useRelatedRecord, valueText, type RelatedRecord } from './recordCache';
import type { PickerColumn } from './props';

export interface RecordDetailDialogProps {
  open: boolean;
  title: string;
  modelId: string;
  id: string;
  /** labels of the record's fields the widget knows (the picker's columns) */
  columns: PickerColumn[];
  onClose(): void;
}

/** Without the app's detail view: the record's values, the picker's columns first under their labels. */
function RecordValues({ record, columns }: { record: RelatedRecord; columns: PickerColumn[] }) {
  const known = new Set(columns.map((c) => c.field));
  const others = Object.keys(record)
    .filter((key) => key !== 'id' && !known.has(key))
    .map((key) => ({ field: key, label: key }));
  const items = [...columns, ...others].map((c) => ({
    key: c.field,
    label: c.label,
    children: valueText(record[c.field]) || '—',
  }));
  return <Descriptions bordered size="small" column={1} items={items} />;
}

const loading = (
  <div style={{ padding: 32, textAlign: 'center' }}>
    <Spin />
  </div>
);

function FallbackDetail({ modelId, id, columns }: { modelId: string; id: string; columns: PickerColumn[] }) {
  const form = useForm() as object | undefined;
  const services = useEngineServices().relationForms;
  const state = useRelatedRecord(form, services, modelId, id);
  if (state.status === 'ready') return <RecordValues record={state.record} columns={columns} />;
  if (state.status === 'missing') return <Alert type="warning" showIcon message={formatMessage(m.missing)} />;
  if (state.status === 'failed') return <Alert type="error" showIcon message={formatMessage(m.loadFailed)} />;
  return loading;
}

/** The linked record read-only: the app's view of it (the model's form) when it gives one. */
export function RecordDetailDialog({ open, title, modelId, id, columns, onClose }: RecordDetailDialogProps) {
  useEngineLanguage();
  const { RecordView } = useEngineServices().relationForms;
  return (
    <Modal
      open={open}
      title={title}
      width={800}
      centered
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button onClick={onClose} autoFocus>
          {formatMessage(m.close)}
        </Button>
      }
      styles={{ body: { maxHeight: 'calc(100vh - 180px)', overflow: 'auto' } }}
    >
      <div data-relation-detail={modelId}>
        {RecordView ? (
          <Suspense fallback={loading}>
            <RecordView modelId={modelId} id={id} />
          </Suspense>
        ) : (
          <FallbackDetail modelId={modelId} id={id} columns={columns} />
        )}
      </div>
    </Modal>
  );
}
