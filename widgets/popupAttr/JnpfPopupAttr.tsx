import { useEffect, useState } from 'react';
import { useForm } from '@formily/react';
import { reaction } from '@formily/reactive';
import { PreviewText } from '../shared/PreviewText';
import { attrSourceField, attrText, type PopupFieldData, type PopupRow } from '../shared/popup';
import { resolveRelationPath } from '../shared/options';

export interface JnpfPopupAttrProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** the popupSelect it reads: `<vModel>_jnpfTable_<table>` or the field name */
  relationField?: string;
  /** the column of the picked row shown here */
  showField?: string;
  /** stored with the record (the value follows the pick); otherwise display only */
  isStorage?: boolean | number | string;
}

interface FormLike {
  query(path: string): { take(): { data?: PopupFieldData; address?: { toString(): string } } | undefined };
}

const stored = (flag: JnpfPopupAttrProps['isStorage']) =>
  flag === true || flag === 1 || flag === '1' || flag === 'true';

/** The rows picked in the source popupSelect, followed as they change; undefined while unknown. */
export function useSourceRows(relationField: string | undefined): PopupRow[] | undefined {
  const form = useForm() as FormLike | undefined;
  const source = attrSourceField(relationField);
  const [rows, setRows] = useState<PopupRow[] | undefined>(undefined);
  useEffect(() => {
    if (!form || !source) return;
    const read = () => form.query(resolveRelationPath(source)).take()?.data?.popupRows;
    setRows(read());
    return reaction(read, setRows);
  }, [form, source]);
  return rows;
}

/**
 * `popupAttr` (弹窗选择属性): shows `showField` of the row picked in the popupSelect named by relationField.
 * With isStorage the text is also the field's stored value, kept in step with the pick; a saved value shows
 * until the pick is known. Nothing to operate: it is text.
 */
export function JnpfPopupAttr({ value, onChange, relationField, showField, isStorage }: JnpfPopupAttrProps) {
  const rows = useSourceRows(relationField);
  const text = rows === undefined ? undefined : attrText(rows, showField);
  const keep = stored(isStorage);
  useEffect(() => {
    if (!keep || text === undefined || !onChange) return;
    if ((value ?? '') !== text) onChange(text);
  }, [keep, text, value, onChange]);
  const shown = text ?? (value === undefined || value === null ? '' : String(value));
  return (
    <div className="jnpf-popup-attr" aria-live="polite">
      <PreviewText value={shown} />
    </div>
  );
}

/** The read-only twin: the same text (a detail view follows the source's echo too). */
export function PopupAttrPreview(props: JnpfPopupAttrProps) {
  return <JnpfPopupAttr {...props} onChange={undefined} />;
}
