/**
 * The structural check of a form model as 页面配置 saves it, `{ formData, columnData }`, run by the editor as you
 * type and by the server before a save: what every renderer of a model relies on (a fields array, each field
 * with a __config__ and a jnpfKey, distinct field names, a list of columns with names). Each problem carries the
 * JSON pointer of its node. The editor adds the engine's own model checks (widgets, rules, scripts) on top.
 */

export interface ModelProblem {
  /** JSON pointer into the edited document, `/formData/fields/2/__config__` */
  path: string;
  message: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const FIELD_NAME = /^[A-Za-z_$][\w$]*$/;

/** a child table's columns have their own names; every other container shares its form's */
function checkFields(list: unknown[], path: string, names: Map<string, string>, problems: ModelProblem[]): void {
  list.forEach((item, index) => {
    const at = `${path}/${index}`;
    if (!isObject(item)) return void problems.push({ path: at, message: '字段必须是对象' });
    const config = item.__config__;
    if (!isObject(config)) return void problems.push({ path: at, message: '缺少 __config__' });
    const key = config.jnpfKey;
    if (typeof key !== 'string' || !key) problems.push({ path: `${at}/__config__`, message: '缺少 jnpfKey' });
    const name = item.__vModel__;
    if (name !== undefined && name !== '') {
      if (typeof name !== 'string' || !FIELD_NAME.test(name))
        problems.push({ path: `${at}/__vModel__`, message: `字段名无效：${JSON.stringify(name)}` });
      else if (names.has(name))
        problems.push({ path: `${at}/__vModel__`, message: `字段名 ${name} 与 ${names.get(name)} 重复` });
      else names.set(name, `${at}/__vModel__`);
    }
    const children = config.children;
    if (children === undefined) return;
    if (!Array.isArray(children))
      return void problems.push({ path: `${at}/__config__/children`, message: 'children 必须是数组' });
    checkFields(children, `${at}/__config__/children`, key === 'table' ? new Map() : names, problems);
  });
}

export function formDataProblems(formData: unknown, path = '/formData'): ModelProblem[] {
  if (!isObject(formData)) return [{ path, message: 'formData 必须是对象' }];
  if (!Array.isArray(formData.fields)) return [{ path: `${path}/fields`, message: 'fields 必须是数组' }];
  const problems: ModelProblem[] = [];
  checkFields(formData.fields, `${path}/fields`, new Map(), problems);
  return problems;
}

export function columnDataProblems(columnData: unknown, path = '/columnData'): ModelProblem[] {
  if (columnData === null || columnData === undefined) return [];
  if (!isObject(columnData)) return [{ path, message: 'columnData 必须是对象' }];
  const list = columnData.columnList;
  if (list === undefined) return [];
  if (!Array.isArray(list)) return [{ path: `${path}/columnList`, message: 'columnList 必须是数组' }];
  const problems: ModelProblem[] = [];
  list.forEach((column, index) => {
    const at = `${path}/columnList/${index}`;
    if (!isObject(column)) problems.push({ path: at, message: '列必须是对象' });
    else if (typeof column.prop !== 'string' || !column.prop) problems.push({ path: at, message: '列缺少 prop' });
  });
  return problems;
}

/** The document the editor shows for a model: its formData and columnData side by side. */
export interface ModelDocument {
  formData: Record<string, unknown>;
  columnData: Record<string, unknown> | null;
}

export function modelDocumentProblems(document: unknown): ModelProblem[] {
  if (!isObject(document)) return [{ path: '', message: '表单模型必须是一个 JSON 对象' }];
  const unknownKey = Object.keys(document).find((key) => key !== 'formData' && key !== 'columnData');
  if (unknownKey) return [{ path: `/${unknownKey}`, message: `未知属性 "${unknownKey}"` }];
  return [...formDataProblems(document.formData), ...columnDataProblems(document.columnData)];
}
