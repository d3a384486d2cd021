import type { ActionSpec, ScreenSchema } from '../types';
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
