import {
  registerValidateFormats,
  registerValidateLocale,
  registerValidateRules,
  setValidateLanguage,
} from '@formily/core';
// the format rule Formily ships: kept as the fallback of ours (a transitive dependency of @formily/core, same version)
import { getValidateRules } from '@formily/validator';
import type { EngineLanguage } from '../../engine-core/i18n';
import { namedRuleMessages } from './messages';
import { NAMED_RULES } from './predicates';

/**
 * Makes the named rules usable in any schema: `"x-validator": "phone"`, `{ "format": "idCard" }` or
 * `{ "idCard": true }`, with messages in the three languages.
 *
 * Formily formats are regexes (its format rule does `new RegExp(format).test(value)`), which cannot hold the
 * ID-number check digit. So every rule is registered three ways: its regex as a format (where one exists),
 * its predicate as a rule of its own name, and the format rule itself is wrapped so a named format runs the
 * predicate; unknown formats go on to Formily's own rule.
 */
export const FORMILY_LOCALES: Readonly<Record<EngineLanguage, string>> = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en-US' };

/** Formily's locale table has both short and regional keys; ours are registered under every one it may pick. */
const LOCALE_KEYS: Readonly<Record<EngineLanguage, string[]>> = {
  zh: ['zh-CN', 'zh'],
  zhtw: ['zh-TW'],
  en: ['en-US', 'en'],
};

type RuleFunction = (value: unknown, rule: Record<string, unknown>, ...rest: unknown[]) => unknown;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

let installed = false;

export function installValidationRules(): void {
  if (installed) return;
  installed = true;

  const formats: Record<string, RegExp> = {};
  const rules: Record<string, RuleFunction> = {};
  for (const [name, { test, pattern }] of Object.entries(NAMED_RULES)) {
    if (pattern) formats[name] = pattern;
    rules[name] = (value, rule) =>
      rule[name] !== true || isEmpty(value) || test(value) ? '' : (rule.message as string);
  }
  registerValidateFormats(formats);

  const builtinFormat = getValidateRules('format') as unknown as RuleFunction;
  rules.format = (value, rule, ...rest) => {
    const named = typeof rule.format === 'string' ? NAMED_RULES[rule.format] : undefined;
    if (!named) return builtinFormat(value, rule, ...rest);
    return isEmpty(value) || named.test(value) ? '' : rule.message;
  };
  registerValidateRules(rules as Parameters<typeof registerValidateRules>[0]);

  const locales: Record<string, Record<string, string>> = {};
  for (const [lang, keys] of Object.entries(LOCALE_KEYS) as [EngineLanguage, string[]][]) {
    const messages = Object.fromEntries(Object.entries(namedRuleMessages).map(([name, m]) => [name, m[lang]]));
    for (const key of keys) locales[key] = messages;
  }
  registerValidateLocale(locales);
}

/** Formily's required/format messages follow the app language (called with the engine's setEngineLanguage). */
export function setEngineValidationLanguage(lang: EngineLanguage): void {
  setValidateLanguage(FORMILY_LOCALES[lang]);
}
