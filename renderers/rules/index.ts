export * from './predicates';
export { namedRuleMessages } from './messages';
export { installValidationRules, setEngineValidationLanguage, FORMILY_LOCALES } from './installValidationRules';
