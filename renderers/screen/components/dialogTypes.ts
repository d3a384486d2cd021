import type { ActionSpec, ScreenSchema } from '../types';
import type { DialogButtonSpec } from './dialogButtons';
import type { DialogRequest } from '../runtime';

/** Where a dialog's record comes from when editing: an API by name, mapped by `values` (with `$result`). */
export interface DialogLoadSpec {
  api: string;
  args?: Record<string, unknown> | string;
  /** load only when true, e.g. `{{ !!$record.id }}` */
  when?: string | boolean;
  /** the form values from the answer, e.g. `{{ $helpers.merge($result, { … }) }}`; the answer itself by default */
  values?: string;
}

/** `x-component-props` of a SchemaDialog / SchemaDrawer root. */
export interface DialogProps {
  title?: string;
  width?: number | string;
  labelWidth?: number;
  initialValues?: Record<string, unknown> | string;
  load?: DialogLoadSpec;
  /** runs with `$values` (the validated form values) and `$record`; the dialog closes when it succeeds */
  submit?: ActionSpec;
  okText?: string;
  cancelText?: string;
  /** false: no OK/cancel buttons (a drawer that only hosts a table, e.g. 字典分类管理) */
  footer?: boolean;
  /** buttons left of cancel/OK (a detail dialog's 删除), with `$record` and the current `$values` */
  buttons?: DialogButtonSpec[];
  /** false (or an expression answering false) hides OK: a read-only dialog keeps only cancel/close */
  showOk?: boolean | string;
  /** the whole form shown as text (a detail dialog), e.g. `{{ $record.mode === 'detail' }}` */
  readPretty?: boolean | string;
  /** after a successful submit the dialog stays open and takes these values (`$result`: the last API's answer) */
  keepOpen?: { values: string };
}

/** What DialogHost hands the shell (Modal or Drawer). */
export interface DialogShellProps {
  schema: ScreenSchema;
  request: DialogRequest;
  open: boolean;
  /** asks to close (cancel, or after a successful submit) */
  onClose(): void;
  /** the closing animation ended: the host forgets the dialog */
  afterClose(): void;
}
