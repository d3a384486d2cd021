import { useEffect, useRef } from 'react';
import { Spin } from 'antd';
import { isField, type Form, type GeneralField } from '@formily/core';
import { useField, useForm } from '@formily/react';
import { observer } from '@formily/reactive-react';
import { useEngineServices } from '../../engine-core/services';
import { PreviewText } from '../shared/PreviewText';
import { idOf, useRelatedRecord, valueText } from '../relationForm/recordCache';

/** Designer props of `relationFormAttr` (docs/widgets.md). */
export interface JnpfRelationFormAttrProps {
  value?: unknown;
  /** the field of the linked record to show */
  showField?: string;
  /** the relationForm it follows: `<vModel>_jnpfTable_<table>`, or the plain vModel */
  relationField?: string;
  /** stored with the record (1/true) or display only */
  isStorage?: unknown;
}

const TABLE_MARK = '_jnpfTable_';

/** The relationForm's vModel out of `<vModel>_jnpfTable_<table>`. */
export function sourceFieldOf(relationField: string | undefined): string {
  if (!relationField) return '';
  const at = relationField.indexOf(TABLE_MARK);
  return (at > 0 ? relationField.slice(0, at) : relationField).trim();
}

/** The source field: in a child-table row, the row's own column of that name; a form field otherwise. */
function findSource(form: Form | undefined, field: GeneralField | undefined, name: string): GeneralField | undefined {
  if (!form || !name) return undefined;
  const row = field?.address.parent();
  if (row && row.length > 0) {
    const inRow = form.query(row.concat(name)).take();
    if (inRow) return inRow;
  }
  return form.query(name).take();
}

/**
 * `relationFormAttr` (关联表单属性): shows `showField` of the record picked in the relationForm named by
 * `relationField`, following each new pick (cleared with it). Its value is that text: submitted when the
 * designer set isStorage, left out otherwise (renderers/form/submitValues.ts).
 */
export const JnpfRelationFormAttr = observer(function JnpfRelationFormAttr({
  value,
  showField,
  relationField,
}: JnpfRelationFormAttrProps) {
  const form = useForm() as Form | undefined;
  const field = useField();
  const services = useEngineServices().relationForms;
  const source = findSource(form, field, sourceFieldOf(relationField));
  const sourceId = source && isField(source) ? idOf(source.value) : '';
  const modelId = source ? (source.componentProps as { modelId?: unknown }).modelId : undefined;
  const state = useRelatedRecord(form, services, typeof modelId === 'string' ? modelId : undefined, sourceId);
  const previous = useRef(sourceId);

  useEffect(() => {
    if (!isField(field)) return;
    const had = previous.current;
    previous.current = sourceId;
    // an empty source clears the attribute only when it was emptied, not on a record opened without a pick
    if (!sourceId) {
      if (had && field.value !== '') field.setValue('');
      return;
    }
    if (state.status !== 'ready') return;
    const text = showField ? valueText(state.record[showField]) : '';
    if (field.value !== text) field.setValue(text);
  }, [field, sourceId, state, showField]);

  if (sourceId && state.status === 'loading') return <Spin size="small" />;
  return <PreviewText value={valueText(value)} />;
});
