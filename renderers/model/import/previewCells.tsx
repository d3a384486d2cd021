import { useEffect, useRef } from 'react';
import { Input, Select } from 'antd';
import type { ImportHeader } from '../../../contract';

/**
 * One cell of the preview: option columns as a select over the column's options, the rest as text. Text cells
 * commit on blur, so typing re-renders one input rather than the whole table, and when they unmount (a virtual
 * table unmounts a row scrolled out of view, focus and all). Dates show as yyyy-MM-dd; what is typed goes back
 * as text, which the server reads as a date.
 */

const pad = (n: number) => String(n).padStart(2, '0');

function dateText(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The text a value shows in a read-only cell (labels for options, dates formatted). */
export function cellText(header: ImportHeader, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (header.options) {
    const label = (v: unknown) => header.options!.find((o) => String(o.id) === String(v))?.fullName ?? String(v);
    return Array.isArray(value) ? value.map(label).join(',') : label(value);
  }
  if (header.jnpfKey === 'datePicker' && typeof value === 'number') return dateText(value);
  // a cascader path reads a/b/c, several paths a/b;c/d: the text the server converts back
  if (header.jnpfKey === 'cascader' && Array.isArray(value)) {
    const paths = header.multiple ? value : [value];
    return paths.map((p) => (Array.isArray(p) ? p.join('/') : String(p))).join(';');
  }
  if (Array.isArray(value)) return value.map((v) => (Array.isArray(v) ? v.join('/') : String(v))).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export interface EditableCellProps {
  header: ImportHeader;
  value: unknown;
  onChange(value: unknown): void;
}

function TextCell({ header, value, onChange }: EditableCellProps) {
  const shown = cellText(header, value);
  // typed: what the input holds since the last commit (undefined: nothing typed)
  const latest = useRef<{ typed?: string; shown: string; onChange(value: unknown): void }>({ shown, onChange });
  latest.current.shown = shown;
  latest.current.onChange = onChange;
  const commit = () => {
    const { typed, shown: last, onChange: change } = latest.current;
    latest.current.typed = undefined;
    if (typed !== undefined && typed !== last) change(typed);
  };
  // unmounted while focused: what was typed is kept all the same
  useEffect(() => commit, []);
  return (
    <Input
      size="small"
      defaultValue={shown}
      aria-label={header.fullName}
      onChange={(event) => void (latest.current.typed = event.target.value)}
      onBlur={commit}
    />
  );
}

export function EditableCell({ header, value, onChange }: EditableCellProps) {
  const field = { 'data-field': header.id, 'data-jnpf-key': header.jnpfKey };
  if (header.options) {
    const multiple = header.multiple === true;
    const known = (v: unknown) => header.options!.some((o) => String(o.id) === String(v));
    const current = multiple
      ? (Array.isArray(value) ? value : []).map(String)
      : value === undefined || value === null || value === ''
        ? undefined
        : String(value);
    return (
      <div {...field}>
        <Select
          size="small"
          style={{ width: '100%' }}
          mode={multiple ? 'multiple' : undefined}
          allowClear
          value={current}
          status={(multiple ? (current as string[]) : current ? [current] : []).every(known) ? undefined : 'error'}
          options={header.options.map((o) => ({ value: String(o.id), label: o.fullName }))}
          onChange={(next) => onChange(next ?? '')}
        />
      </div>
    );
  }
  return (
    <div {...field}>
      <TextCell header={header} value={value} onChange={onChange} />
    </div>
  );
}
