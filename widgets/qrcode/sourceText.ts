import { useField, useForm } from '@formily/react';

/** Where a qrcode/barcode takes its text: fixed text, or the live value of another field. */
export interface SourceTextProps {
  /** 'static' (default) → staticText; 'relation' → the value of relationField */
  dataType?: string;
  staticText?: string;
  /** __vModel__ of the source field */
  relationField?: string;
}

export function valueToText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(valueToText).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The text to encode. Call it inside an observer: reading the form value subscribes the widget, so it
 * redraws as the source field is typed in. Inside a child-table row the row's own field wins.
 */
export function useSourceText({ dataType = 'static', staticText, relationField }: SourceTextProps): string {
  const form = useForm();
  const field = useField();
  if (dataType !== 'relation') return valueToText(staticText);
  if (!relationField || !form) return '';
  const rowPath = field?.path.parent();
  if (rowPath && rowPath.length > 0) {
    const inRow = form.getValuesIn(rowPath.concat(relationField));
    if (inRow !== undefined) return valueToText(inRow);
  }
  return valueToText(form.getValuesIn(relationField));
}
