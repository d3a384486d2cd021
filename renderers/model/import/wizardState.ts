import type { ImportDataReply, ImportHeader, ImportRow, ModelFlow } from '../../../contract';

/**
 * The bulk-import wizard as a pure state machine (spec: upload → preview → result): step 0 holds the uploaded
 * file, step 1 the editable preview rows, step 2 the import's result. Preview rows and their child-table rows
 * carry a stable key, so deleting or editing one never moves a value to another row.
 */

export type WizardStep = 0 | 1 | 2;
export const KEY = '__key';

export type PreviewRow = ImportRow & { [KEY]: string };

export interface UploadedFile {
  /** the stored name the preview reads */
  name: string;
  /** the name the user chose */
  originalName: string;
}

export interface WizardState {
  step: WizardStep;
  file: UploadedFile | null;
  headers: ImportHeader[];
  rows: PreviewRow[];
  result: ImportDataReply | null;
  busy: boolean;
  /** the flows to choose from before importing (the 选择流程 dialog is open while set) */
  flows: ModelFlow[] | null;
}

export type WizardAction =
  | { type: 'uploaded'; file: UploadedFile }
  | { type: 'removeFile' }
  | { type: 'busy'; busy: boolean }
  | { type: 'previewed'; headers: ImportHeader[]; rows: ImportRow[] }
  | { type: 'back' }
  | { type: 'imported'; result: ImportDataReply }
  | { type: 'editCell'; row: string; field: string; value: unknown }
  | { type: 'removeRow'; row: string }
  | { type: 'editChild'; row: string; table: string; child: string; field: string; value: unknown }
  | { type: 'removeChild'; row: string; table: string; child: string }
  | { type: 'chooseFlow'; flows: ModelFlow[] }
  | { type: 'closeFlows' }
  | { type: 'reset' };

export const initialWizard: WizardState = {
  step: 0,
  file: null,
  headers: [],
  rows: [],
  result: null,
  busy: false,
  flows: null,
};

let counter = 0;
const newKey = () => `r${++counter}`;

/** Keys for the rows and for the rows of their child tables. */
export function keyed(rows: ImportRow[], headers: ImportHeader[]): PreviewRow[] {
  const tables = headers.filter((h) => h.jnpfKey === 'table').map((h) => h.id);
  return rows.map((row) => {
    const out: PreviewRow = { ...row, [KEY]: newKey() };
    for (const table of tables) {
      const children = Array.isArray(row[table]) ? (row[table] as ImportRow[]) : [];
      out[table] = children.map((child) => ({ ...child, [KEY]: newKey() }));
    }
    return out;
  });
}

/** The rows as the server takes them: without the keys. */
export function unkeyed(rows: PreviewRow[]): ImportRow[] {
  return rows.map((row) => {
    const out: ImportRow = {};
    for (const [field, value] of Object.entries(row)) {
      if (field === KEY) continue;
      out[field] = Array.isArray(value)
        ? value.map((v) => {
            if (!v || typeof v !== 'object' || Array.isArray(v)) return v as unknown;
            const { [KEY]: _key, ...rest } = v as Record<string, unknown>;
            return rest;
          })
        : value;
    }
    return out;
  });
}

const mapRow = (rows: PreviewRow[], key: string, change: (row: PreviewRow) => PreviewRow) =>
  rows.map((row) => (row[KEY] === key ? change(row) : row));

const childrenOf = (row: PreviewRow, table: string) =>
  Array.isArray(row[table]) ? (row[table] as Record<string, unknown>[]) : [];

function editRows(state: WizardState, action: WizardAction): PreviewRow[] {
  switch (action.type) {
    case 'editCell':
      return mapRow(state.rows, action.row, (row) => ({ ...row, [action.field]: action.value }));
    case 'removeRow':
      return state.rows.filter((row) => row[KEY] !== action.row);
    case 'editChild':
      return mapRow(state.rows, action.row, (row) => ({
        ...row,
        [action.table]: childrenOf(row, action.table).map((child) =>
          child[KEY] === action.child ? { ...child, [action.field]: action.value } : child,
        ),
      }));
    case 'removeChild':
      return mapRow(state.rows, action.row, (row) => ({
        ...row,
        [action.table]: childrenOf(row, action.table).filter((child) => child[KEY] !== action.child),
      }));
    default:
      return state.rows;
  }
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'uploaded':
      return { ...state, file: action.file };
    case 'removeFile':
      return { ...state, file: null };
    case 'busy':
      return { ...state, busy: action.busy };
    case 'previewed':
      return { ...state, step: 1, busy: false, headers: action.headers, rows: keyed(action.rows, action.headers) };
    case 'back':
      return state.step === 1 ? { ...state, step: 0, rows: [], headers: [] } : state;
    case 'imported':
      return { ...state, step: 2, busy: false, result: action.result };
    case 'chooseFlow':
      return { ...state, busy: false, flows: action.flows };
    case 'closeFlows':
      return { ...state, flows: null };
    case 'reset':
      return initialWizard;
    default:
      return state.step === 1 ? { ...state, rows: editRows(state, action) } : state;
  }
}
