import type { ApiFunction } from '../../../renderers';
import * as admin from '../../api/system/dataInterfaceAdmin';
import { previewDataInterface } from '../../api/system/dataInterface';
import type { DataInterfaceForm, DataInterfaceParameter, DataInterfaceType } from '../../../contract';
import { num, optionalText, requiredText, text, type ApiArgs } from '../apiArgs';

/**
 * The 数据接口 screen (docs/contract.md). The dialog edits what `dataConfigJson`, `parameterJson` and `fieldJson` hold
 * as separate fields (static JSON text, a SQL statement, an address) and tables of parameters and fields.
 */

type Row = Record<string, unknown>;

function parseJson(textValue: string, fallback: unknown): unknown {
  try {
    return JSON.parse(textValue || 'null') ?? fallback;
  } catch {
    return fallback;
  }
}

const rowsOf = (args: ApiArgs, key: string): Row[] => {
  const value = args?.[key];
  return Array.isArray(value) ? (value as Row[]) : [];
};

/** The form's values as the server stores them. Static data goes as typed: bad JSON gets the server's message. */
function interfaceForm(args: ApiArgs): DataInterfaceForm {
  const type = num(args, 'type', 1) as DataInterfaceType;
  const staticText = text(args, 'staticData').trim();
  const dataConfigJson =
    type === 1
      ? staticText
        ? `{"staticData":${staticText}}`
        : '{}'
      : type === 2
        ? JSON.stringify({ sqlData: { sql: text(args, 'sql') } })
        : JSON.stringify({
            apiData: { url: text(args, 'apiUrl').trim(), method: text(args, 'apiMethod', 'GET') || 'GET' },
          });
  const parameters = rowsOf(args, 'parameterList')
    .filter((p) => p.field || p.fieldName)
    .map((p) => ({
      field: String(p.field ?? '').trim(),
      fieldName: String(p.fieldName ?? ''),
      dataType: String(p.dataType ?? 'varchar') || 'varchar',
      defaultValue: p.defaultValue ?? '',
      required: Number(p.required) === 1 ? 1 : 0,
    }));
  const fields = rowsOf(args, 'fieldList')
    .filter((f) => f.field || f.defaultValue)
    .map((f) => ({ field: String(f.field ?? '').trim(), defaultValue: String(f.defaultValue ?? '') }));
  return {
    fullName: text(args, 'fullName'),
    enCode: text(args, 'enCode'),
    category: text(args, 'category'),
    type,
    hasPage: num(args, 'hasPage', 0),
    dataConfigJson,
    parameterJson: JSON.stringify(parameters),
    fieldJson: JSON.stringify(fields),
    sortCode: num(args, 'sortCode', 0),
    enabledMark: num(args, 'enabledMark', 1),
    description: text(args, 'description'),
  };
}

/** GET {id} as the dialog edits it. */
async function dialogValues(id: string) {
  const info = await admin.getDataInterfaceInfo(id);
  const config = parseJson(info.dataConfigJson, {}) as {
    staticData?: unknown;
    sqlData?: { sql?: string };
    apiData?: { url?: string; method?: string };
  };
  return {
    ...info,
    staticData: config.staticData === undefined ? '' : JSON.stringify(config.staticData, null, 2),
    sql: config.sqlData?.sql ?? '',
    apiUrl: config.apiData?.url ?? '',
    apiMethod: config.apiData?.method ?? 'GET',
    parameterList: parseJson(info.parameterJson ?? '[]', []),
    fieldList: parseJson(info.fieldJson ?? '[]', []),
  };
}

/** The preview dialog: each declared parameter with its default, ready to be changed before the run. */
async function previewValues(id: string) {
  const info = await admin.getDataInterfaceInfo(id);
  const params = parseJson(info.parameterJson ?? '[]', []) as DataInterfaceParameter[];
  return {
    id,
    fullName: info.fullName,
    paramList: params.map((p) => ({
      field: p.field,
      fieldName: p.fieldName ?? '',
      defaultValue: p.defaultValue ?? '',
    })),
    result: '',
  };
}

export const apis = {
  'dataInterface.list': (a) => {
    const type = optionalText(a, 'type');
    const enabled = optionalText(a, 'enabledMark');
    return admin.getDataInterfaceList({
      keyword: optionalText(a, 'keyword'),
      category: optionalText(a, 'category'),
      type: type === undefined ? undefined : Number(type),
      enabledMark: enabled === undefined ? undefined : Number(enabled),
      currentPage: num(a, 'currentPage', 1),
      pageSize: num(a, 'pageSize', 20),
    });
  },
  'dataInterface.info': (a) => dialogValues(requiredText(a, 'id')),
  'dataInterface.create': (a) => admin.createDataInterface(interfaceForm(a)),
  'dataInterface.update': (a) => admin.updateDataInterface(requiredText(a, 'id'), interfaceForm(a)),
  'dataInterface.remove': (a) => admin.deleteDataInterface(requiredText(a, 'id')),
  'dataInterface.toggleState': (a) => admin.toggleDataInterfaceState(requiredText(a, 'id')),
  'dataInterface.copy': (a) => admin.copyDataInterface(requiredText(a, 'id')),
  'dataInterface.logs': (a) =>
    admin.getDataInterfaceLogs(requiredText(a, 'id'), {
      keyword: optionalText(a, 'keyword'),
      currentPage: num(a, 'currentPage', 1),
      pageSize: num(a, 'pageSize', 20),
    }),
  'dataInterface.previewValues': (a) => previewValues(requiredText(a, 'id')),
  /** runs the interface with the dialog's parameter values; answers its raw result */
  'dataInterface.preview': (a) =>
    previewDataInterface(requiredText(a, 'id'), {
      paramList: rowsOf(a, 'paramList').map((p) => ({ field: String(p.field), defaultValue: p.defaultValue ?? '' })),
    }),
} satisfies Record<string, ApiFunction>;
