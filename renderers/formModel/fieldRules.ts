import { formatMessage, type EngineLanguage } from '../../engine-core/i18n';
import { ruleMessages } from './messages';
import { parsePattern } from './parsePattern';
import type { FieldConfigModel } from './types';
import type { IssueInput } from './messages';

/**
 * A field's validation rules (docs/widgets.md; the platform's buildRules): the required rule first, then regList.
 *
 * The required message, decided once for every generated form: the platform's rule is `placeholder ||
 * label+'不能为空'`, and its designer writes a placeholder (请输入 / 请选择) on every widget that shows one, so
 * generated forms say 请输入 / 请选择 and the model's own placeholder wins. Array values always say
 * `请至少选择一个<label>`. A radio group shows no placeholder and the designer writes none, so the bare rule made one
 * form say 会员等级不能为空 beside 请选择: a single-choice widget without a placeholder says 请选择 like the other
 * choices. Widgets that are neither typed nor chosen (sign, rate, upload…) and typed ones without a placeholder keep
 * `<label>不能为空`. The child table words its cells itself (widgets/table) and schema screens carry their
 * messages in their files.
 */
export interface FieldRule {
  required?: boolean;
  pattern?: RegExp;
  message: string;
  triggerType: 'onInput' | 'onBlur';
}

/** Widgets whose value is picked rather than typed: without a placeholder their required message is 请选择. */
const CHOSEN = new Set([
  'select',
  'radio',
  'cascader',
  'datePicker',
  'timePicker',
  'dateRange',
  'timeRange',
  'organizeSelect',
  'depSelect',
  'posSelect',
  'userSelect',
  'usersSelect',
  'roleSelect',
  'groupSelect',
  'treeSelect',
  'popupTableSelect',
  'popupSelect',
  'relationForm',
  'areaSelect',
  'location',
  'colorPicker',
  'billRuleSelect',
  'approverSelect',
]);

export function requiredMessage(
  label: string,
  placeholder: unknown,
  arrayValued: boolean,
  lang: EngineLanguage,
  jnpfKey = '',
): string {
  if (arrayValued) return formatMessage(ruleMessages.requiredArray, { label }, lang);
  if (typeof placeholder === 'string' && placeholder.trim()) return placeholder;
  if (CHOSEN.has(jnpfKey)) return formatMessage(ruleMessages.requiredChoice, {}, lang);
  return formatMessage(ruleMessages.required, { label }, lang);
}

/** Designer `trigger` ('blur' | 'change' | both) → Formily triggerType; only a blur-only trigger waits for blur. */
export function triggerTypeOf(trigger: unknown): FieldRule['triggerType'] {
  const list = Array.isArray(trigger) ? trigger : [trigger];
  return list.includes('blur') && !list.includes('change') ? 'onBlur' : 'onInput';
}

export interface RuleInput {
  config: FieldConfigModel;
  label: string;
  requiredMessage: string;
  lang: EngineLanguage;
  /** JSON path of the field, for issues */
  jsonPath: string;
  report(issue: IssueInput): void;
}

export function buildFieldRules({ config, label, requiredMessage, lang, jsonPath, report }: RuleInput): FieldRule[] {
  const triggerType = triggerTypeOf(config.trigger);
  const rules: FieldRule[] = [];
  if (config.required === true) rules.push({ required: true, message: requiredMessage, triggerType });
  const regList = config.regList;
  if (regList === undefined || regList === null) return rules;
  if (!Array.isArray(regList)) {
    report({ code: 'regListNotArray', path: `${jsonPath}.__config__.regList`, label });
    return rules;
  }
  regList.forEach((item, i) => {
    if (!item || typeof item !== 'object') return;
    const raw = (item as { pattern?: unknown }).pattern;
    if (raw === undefined || raw === null || raw === '') return;
    const parsed = parsePattern(raw);
    if (!parsed.ok) {
      report({
        code: 'patternInvalid',
        path: `${jsonPath}.__config__.regList[${i}].pattern`,
        label,
        vars: { pattern: String(raw), detail: parsed.error },
      });
      return;
    }
    const message = (item as { message?: unknown }).message;
    rules.push({
      pattern: parsed.regex,
      message:
        typeof message === 'string' && message.trim()
          ? message
          : formatMessage(ruleMessages.patternFallback, { label }, lang),
      triggerType,
    });
  });
  return rules;
}
