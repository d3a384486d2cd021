import { formatMessage, type EngineLanguage } from '../../engine-core/i18n';
import { ruleMessages } from './messages';
import { parsePattern } from './parsePattern';
import type { FieldConfigModel } from './types';
import type { IssueInput } from './messages';

/**
 * A field's validation rules (docs/widgets.md; the platform's buildRules): the required rule first, then regList.
 * Messages: the placeholder wins for a required single value (the platform does `placeholder || label+'不能为空'`),
 * array values always say `请至少选择一个<label>`.
 */
export interface FieldRule {
  required?: boolean;
  pattern?: RegExp;
  message: string;
  triggerType: 'onInput' | 'onBlur';
}

export function requiredMessage(
  label: string,
  placeholder: unknown,
  arrayValued: boolean,
  lang: EngineLanguage,
): string {
  if (arrayValued) return formatMessage(ruleMessages.requiredArray, { label }, lang);
  if (typeof placeholder === 'string' && placeholder.trim()) return placeholder;
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
