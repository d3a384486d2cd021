import type { ISchema } from '@formily/react';

/**
 * The screen dialect (docs/screen-dialect.md): Formily JSON Schema plus page components and declarative actions.
 * A screen file is one root node carrying `schemaVersion`; values in page-component props may be `{{ }}`
 * expressions over the screen scope (ScreenScope).
 */
export interface ScreenSchema extends ISchema {
  schemaVersion: number;
  /** optional human-readable note, ignored by the renderer */
  $comment?: string;
}

/** What `{{ }}` expressions see. */
export interface ScreenScope {
  /** the screen's shared state: the selected tree node, the search values… (observable) */
  $state: Record<string, unknown>;
  /** the params the host passed (route query, the dialog opener's params) */
  $params: Record<string, unknown>;
  /** the row of a table action, or the record a dialog was opened with */
  $record?: Record<string, unknown>;
  /** form values while a dialog submits */
  $values?: Record<string, unknown>;
  /** the data an API answered (dialog `load.values`, an action's follow-ups) */
  $result?: unknown;
  $helpers: Readonly<Record<string, (...args: never[]) => unknown>>;
  [name: string]: unknown;
}

/** `{ action: 'api', api: 'dictionaryData.remove', args: { id: '{{ $record.id }}' }, confirm: '…' }` */
export interface ApiActionSpec {
  action: 'api';
  api: string;
  /** an object of expressions, or one expression answering the whole argument object */
  args?: Record<string, unknown> | string;
  confirm?: string;
  /** the toast after success: true (default) the server's msg, a text, or false for none */
  success?: boolean | string | { message?: string; duration?: number };
  when?: string | boolean;
}

export interface OpenDialogActionSpec {
  action: 'openDialog';
  /** schema id: the path under schemas/ without `.json`, e.g. `system/dictionary-data.dialog` */
  dialog: string;
  record?: Record<string, unknown> | string;
  /** run in the opener's scope once the dialog submitted successfully */
  onSuccess?: ActionSpec;
  /**
   * the dialog's submit, replacing the one its file declares: a reusable dialog (the config import) collects
   * values and the opener decides what to do with them (`$values`, `$record` in scope)
   */
  submit?: ActionSpec;
  when?: string | boolean;
}

export interface CloseDialogActionSpec {
  action: 'closeDialog';
  /** which dialog; the one the action runs in when left out */
  dialog?: string;
  when?: string | boolean;
}

export interface ConfirmActionSpec {
  action: 'confirm';
  message: string;
  title?: string;
  when?: string | boolean;
}

export interface RefreshActionSpec {
  action: 'refresh';
  /** the schema key of the component to reload (a CrudTable or TreePanel) */
  target: string;
  when?: string | boolean;
}

export interface DownloadActionSpec {
  action: 'download';
  /** an API answering `{ url, name? }` */
  api: string;
  args?: Record<string, unknown> | string;
  confirm?: string;
  when?: string | boolean;
}

export interface ToastActionSpec {
  action: 'toast';
  message: string;
  type?: 'success' | 'error' | 'warning' | 'info';
  /** seconds */
  duration?: number;
  when?: string | boolean;
}

export type SingleActionSpec =
  | ApiActionSpec
  | OpenDialogActionSpec
  | CloseDialogActionSpec
  | ConfirmActionSpec
  | RefreshActionSpec
  | DownloadActionSpec
  | ToastActionSpec;

/** One action or a sequence run in order; a sequence stops at the first action that fails or is cancelled. */
export type ActionSpec = SingleActionSpec | ActionSpec[];
