import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Input, Spin, Typography } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useField, useForm } from '@formily/react';
import { useEngineServices } from '../../engine-core/services';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { PreviewText } from '../shared/PreviewText';
import { relationMessages as m } from './messages';
import { idOf, rememberRecord, useRelatedRecord, valueText, type RecordState } from './recordCache';
import { columnsOf, pageSizeOf, type RelationFormProps } from './props';
import { RecordPickerDialog, type PickerQuery } from './RecordPickerDialog';
import { RecordDetailDialog } from './RecordDetailDialog';
import { useTransfer } from './useTransfer';

export interface JnpfRelationFormProps extends RelationFormProps {
  value?: unknown;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/** What the field shows for its state: the record's relationField; the id itself when the record is gone. */
function shownText(state: RecordState, id: string, relationField?: string): string {
  if (state.status === 'ready') return relationField ? valueText(state.record[relationField]) : id;
  if (state.status === 'missing' || state.status === 'failed') return id;
  return '';
}

/** The linked record of the field's value, read once per form. */
function useLinked(modelId: string | undefined, value: unknown, relationField?: string) {
  const form = useForm() as object | undefined;
  const services = useEngineServices().relationForms;
  const id = idOf(value);
  const state = useRelatedRecord(form, services, modelId, id);
  return { form, services, id, state, text: shownText(state, id, relationField) };
}

function fieldLabel(field: ReturnType<typeof useField>): string {
  const title = (field as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' ? title : '';
}

/**
 * The read-only look (twin, detail view, disabled form): the record's text as a link that opens the record's
 * detail in a dialog.
 */
export function RelationFormPreview({ value, modelId, relationField, columnOptions }: JnpfRelationFormProps) {
  useEngineLanguage();
  const field = useField();
  const { id, state, text } = useLinked(modelId, value, relationField);
  const [open, setOpen] = useState(false);
  if (!id) return <PreviewText value="" />;
  if (state.status === 'loading') return <Spin size="small" />;
  const title = fieldLabel(field) || formatMessage(m.detailTitle);
  return (
    <PreviewText value={text}>
      {modelId ? (
        <>
          <Typography.Link
            href="#"
            data-relation-link={id}
            aria-label={formatMessage(m.viewDetail, { text })}
            aria-haspopup="dialog"
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              setOpen(true);
            }}
          >
            {text}
          </Typography.Link>
          <RecordDetailDialog
            open={open}
            title={title}
            modelId={modelId}
            id={id}
            columns={columnsOf(columnOptions, relationField)}
            onClose={() => setOpen(false)}
          />
        </>
      ) : (
        text
      )}
    </PreviewText>
  );
}

interface FieldSuffixProps {
  loading: boolean;
  canClear: boolean;
  onClear(event: MouseEvent): void;
  onOpen(): void;
}

/** A spinner while the record is read, the clear icon once there is a value, the search icon otherwise. */
function FieldSuffix({ loading, canClear, onClear, onOpen }: FieldSuffixProps) {
  if (loading) return <Spin size="small" />;
  if (canClear) {
    return (
      <CloseCircleFilled
        role="img"
        aria-label={formatMessage(m.clear)}
        data-relation-clear=""
        style={{ color: 'rgba(0,0,0,0.25)', cursor: 'pointer' }}
        onClick={onClear}
      />
    );
  }
  return <SearchOutlined style={{ color: 'rgba(0,0,0,0.25)' }} onClick={onOpen} />;
}

/**
 * `relationForm` (关联表单): picks a record of another form model in a dialog and stores its id; shows the
 * record's `relationField`. Cleared, it stores ''.
 */
export function JnpfRelationForm(props: JnpfRelationFormProps) {
  const { value, onChange, disabled, modelId, relationField, columnOptions, clearable, placeholder } = props;
  useEngineLanguage();
  const field = useField();
  const { form, services, id, state, text } = useLinked(modelId, value, relationField);
  const [opening, setOpening] = useState(0);
  const [open, setOpen] = useState(false);
  const transfer = useTransfer(props.transferList);
  if (disabled) return <RelationFormPreview {...props} />;

  const label = fieldLabel(field);
  const show = () => {
    if (!modelId) return;
    setOpening((n) => n + 1);
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      show();
    }
  };
  const clear = (event: MouseEvent) => {
    event.stopPropagation();
    onChange?.('');
    transfer(undefined);
  };
  const canClear = clearable !== false && !!id;
  return (
    <>
      <Input
        readOnly
        value={text}
        placeholder={modelId ? (placeholder ?? formatMessage(m.placeholder)) : formatMessage(m.noModel)}
        aria-label={formatMessage(m.open, { label })}
        aria-haspopup="dialog"
        data-relation-value={id}
        style={{ cursor: 'pointer' }}
        onClick={show}
        onKeyDown={onKeyDown}
        suffix={<FieldSuffix loading={state.status === 'loading'} canClear={canClear} onClear={clear} onOpen={show} />}
      />
      {opening > 0 && modelId ? (
        <RecordPickerDialog
          key={opening}
          open={open}
          title={props.popupTitle || formatMessage(m.dialogTitle)}
          popupType={props.popupType}
          popupWidth={props.popupWidth}
          columns={columnsOf(columnOptions, relationField)}
          hasPage={Boolean(props.hasPage)}
          pageSize={pageSizeOf(props.pageSize)}
          selectedId={id || undefined}
          load={(query: PickerQuery) =>
            services.list(modelId, {
              ...query,
              relationField,
              columnOptions: columnsOf(columnOptions, relationField)
                .map((c) => c.field)
                .join(','),
            })
          }
          onCancel={() => setOpen(false)}
          onConfirm={(picked, row) => {
            rememberRecord(form, modelId, picked, row);
            setOpen(false);
            onChange?.(picked);
            transfer(row);
          }}
        />
      ) : null}
    </>
  );
}
