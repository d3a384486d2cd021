import { defineMessages, formatMessage, type EngineLanguage } from '../../engine-core/i18n';
import type { FormModelIssue, IssueCode, IssueSeverity } from './types';

/** Validation messages the adapter writes into the schema (docs/widgets.md; zh verbatim). */
export const ruleMessages = defineMessages({
  required: { zh: '{label}不能为空', zhtw: '{label}不能為空', en: '{label} is required' },
  requiredChoice: { zh: '请选择', zhtw: '請選擇', en: 'Please select' },
  requiredArray: { zh: '请至少选择一个{label}', zhtw: '請至少選擇一個{label}', en: 'Select at least one {label}' },
  patternFallback: { zh: '{label}格式不正确', zhtw: '{label}格式不正確', en: '{label} is not in the expected format' },
});

/** Located model problems (validateFormModel and the adapter's diagnostics). */
export const issueMessages = defineMessages<IssueCode>({
  notJson: { zh: '不是有效的 JSON（{detail}）', zhtw: '不是有效的 JSON（{detail}）', en: 'not JSON ({detail})' },
  notObject: { zh: '应为对象', zhtw: '應為物件', en: 'must be an object' },
  fieldsNotArray: { zh: '应为数组', zhtw: '應為陣列', en: 'not an array' },
  fieldNotObject: { zh: '字段应为对象', zhtw: '欄位應為物件', en: 'a field must be an object' },
  configMissing: { zh: '缺失', zhtw: '缺失', en: 'missing' },
  jnpfKeyMissing: { zh: '缺失', zhtw: '缺失', en: 'missing' },
  jnpfKeyUnknown: {
    zh: '未知控件 "{key}"，显示为占位',
    zhtw: '未知控件 "{key}"，顯示為佔位',
    en: 'unknown jnpfKey "{key}", rendered as a placeholder',
  },
  vModelDuplicate: {
    zh: '__vModel__ "{vModel}" 重复使用',
    zhtw: '__vModel__ "{vModel}" 重複使用',
    en: '__vModel__ "{vModel}" used twice',
  },
  vModelInvalid: {
    zh: '__vModel__ "{vModel}" 应由字母、数字和下划线组成',
    zhtw: '__vModel__ "{vModel}" 應由字母、數字和底線組成',
    en: '__vModel__ "{vModel}" should consist of letters, digits and underscores',
  },
  childrenNotArray: { zh: '应为数组', zhtw: '應為陣列', en: 'must be an array' },
  regListNotArray: { zh: '应为数组', zhtw: '應為陣列', en: 'must be an array' },
  patternInvalid: {
    zh: '正则 {pattern} 无效（{detail}），该规则已忽略',
    zhtw: '正則 {pattern} 無效（{detail}），該規則已忽略',
    en: 'invalid pattern {pattern} ({detail}); the rule is skipped',
  },
  spanInvalid: { zh: '栅格应为 1–24', zhtw: '柵格應為 1–24', en: 'span must be 1–24' },
  scriptInvalid: {
    zh: '脚本无法编译（{detail}）',
    zhtw: '腳本無法編譯（{detail}）',
    en: 'script does not compile ({detail})',
  },
  relationFieldMissing: {
    zh: '关联字段 "{field}" 不存在',
    zhtw: '關聯欄位 "{field}" 不存在',
    en: 'relationField "{field}" names no field of the form',
  },
  popupTypeInvalid: {
    zh: '应为 general、fullScreen 或 drawer',
    zhtw: '應為 general、fullScreen 或 drawer',
    en: 'must be general, fullScreen or drawer',
  },
});

export interface IssueInput {
  code: IssueCode;
  path: string;
  label?: string;
  vars?: Record<string, unknown>;
  severity?: IssueSeverity;
}

const WARNINGS: ReadonlySet<IssueCode> = new Set<IssueCode>([
  'jnpfKeyUnknown',
  'vModelInvalid',
  'patternInvalid',
  'spanInvalid',
  'relationFieldMissing',
]);

export function makeIssue({ code, path, label, vars, severity }: IssueInput, lang?: EngineLanguage): FormModelIssue {
  const message = formatMessage(issueMessages[code], vars, lang);
  const where = `${path}${label ? ` "${label}"` : ''}`;
  return {
    code,
    severity: severity ?? (WARNINGS.has(code) ? 'warning' : 'error'),
    path,
    label: label || undefined,
    message,
    text: where ? `${where}: ${message}` : message,
  };
}
