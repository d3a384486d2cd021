import { engineLanguage, type EngineLanguage } from '../../engine-core/i18n';
import type { WidgetRegistry } from '../../engine-core/registry';
import { makeIssue, type IssueInput } from './messages';
import { parseModel } from './formDataToSchema';
import { groupSubTableFields } from './groupSubTableFields';
import { migrateV2 } from './migrateV2';
import { parsePattern } from './parsePattern';
import { compileScript } from '../runtime/scriptCompiler';
import type { FieldConfigModel, FieldModel, FormModel, FormModelIssue } from './types';

/**
 * Checks a model document before it is rendered (the preview page shows the issues). Errors make a model
 * unusable as designed (not JSON, no fields array, a field without jnpfKey, a __vModel__ used twice); warnings
 * are rendered around (unknown widget → placeholder, bad regex → rule skipped).
 */
export interface FormModelValidation {
  /** no errors (warnings allowed) */
  ok: boolean;
  /**
   * the document is a model (an object with a fields array): it renders, every field it can, even with located
   * errors; the adapter skips or stands in for what it cannot render
   */
  renderable: boolean;
  issues: FormModelIssue[];
  /** the parsed and V2-migrated model, when the document is an object */
  model?: FormModel;
}

export interface ValidateOptions {
  /** when given, unknown jnpfKeys are reported (warnings) */
  registry?: WidgetRegistry;
  language?: EngineLanguage;
}

const VMODEL = /^[A-Za-z_$][\w$]*$/;
/** how many levels of panes sit between a container and its fields */
const PANE_DEPTH: Record<string, number> = { tab: 1, collapse: 1, tableGrid: 2 };
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function validateFormModel(json: unknown, options: ValidateOptions = {}): FormModelValidation {
  const lang = options.language ?? engineLanguage();
  const issues: FormModelIssue[] = [];
  const report = (issue: IssueInput) => issues.push(makeIssue(issue, lang));
  const parsed = parseModel(json);
  if (parsed.problem) {
    report(parsed.problem);
    return { ok: false, renderable: false, issues };
  }
  // checked as rendered: flattened child-table columns under their table, each table its own names
  const model = groupSubTableFields(migrateV2(parsed.model).model);
  if (!Array.isArray(model.fields)) {
    report({ code: 'fieldsNotArray', path: 'fields' });
    return { ok: false, renderable: false, issues, model };
  }
  if (model.popupType !== undefined && !['general', 'fullScreen', 'drawer'].includes(String(model.popupType))) {
    report({ code: 'popupTypeInvalid', path: 'popupType' });
  }
  if (isObject(model.funcs)) {
    for (const [name, source] of Object.entries(model.funcs)) checkScript(source, `funcs.${name}`, undefined, report);
  }
  const seen = new Map<string, string>();
  const relations: Array<{ field: string; path: string; label?: string }> = [];
  const walk = (list: unknown[], path: string, scope: Map<string, string>) =>
    list.forEach((item, i) => checkField(item, `${path}[${i}]`, scope));

  const checkField = (item: unknown, path: string, scope: Map<string, string>) => {
    if (!isObject(item)) return report({ code: 'fieldNotObject', path });
    const field = item as FieldModel;
    if (!isObject(field.__config__)) return report({ code: 'configMissing', path: `${path}.__config__` });
    const config = field.__config__ as FieldConfigModel;
    const label = typeof config.label === 'string' ? config.label : undefined;
    const key = config.jnpfKey;
    checkFieldSettings({ field, config, path, label, scope, registry: options.registry }, report);
    collectRelations(field, config, path, label, relations);
    const children = config.children;
    if (children === undefined) return;
    if (!Array.isArray(children))
      return report({ code: 'childrenNotArray', path: `${path}.__config__.children`, label });
    const childrenPath = `${path}.__config__.children`;
    const paneDepth = PANE_DEPTH[String(key)] ?? 0;
    // a child table's columns have their own names; layout children share the form's
    if (paneDepth) walkPanes(children, childrenPath, paneDepth, scope);
    else walk(children, childrenPath, key === 'table' ? new Map() : scope);
  };

  /** tab/collapse panes and tableGrid rows/cells are not fields: no jnpfKey of their own is required */
  const walkPanes = (list: unknown[], path: string, depth: number, scope: Map<string, string>) =>
    list.forEach((pane, i) => {
      const panePath = `${path}[${i}]`;
      if (!isObject(pane)) return report({ code: 'fieldNotObject', path: panePath });
      const children = isObject(pane.__config__) ? pane.__config__.children : undefined;
      if (children === undefined) return;
      const childrenPath = `${panePath}.__config__.children`;
      if (!Array.isArray(children)) return report({ code: 'childrenNotArray', path: childrenPath });
      if (depth > 1) walkPanes(children, childrenPath, depth - 1, scope);
      else walk(children, childrenPath, scope);
    });

  walk(model.fields, 'fields', seen);
  for (const relation of relations) {
    const source = relation.field.split('-')[0];
    if (!seen.has(source)) {
      report({
        code: 'relationFieldMissing',
        path: relation.path,
        label: relation.label,
        vars: { field: relation.field },
      });
    }
  }
  return { ok: !issues.some((i) => i.severity === 'error'), renderable: true, issues, model };
}

interface FieldSettings {
  field: FieldModel;
  config: FieldConfigModel;
  path: string;
  label: string | undefined;
  /** the vModels already used where this field sits (the form, or one child table) */
  scope: Map<string, string>;
  registry: WidgetRegistry | undefined;
}

/**
 * One field's own settings: a jnpfKey (known, with a registry), a vModel that is a name and new in its scope,
 * a span of 1 to 24, patterns that compile, scripts that compile.
 */
function checkFieldSettings(
  { field, config, path, label, scope, registry }: FieldSettings,
  report: (i: IssueInput) => void,
) {
  const key = config.jnpfKey;
  if (typeof key !== 'string' || !key) report({ code: 'jnpfKeyMissing', path: `${path}.__config__.jnpfKey`, label });
  else if (registry && !registry.has(key)) {
    report({ code: 'jnpfKeyUnknown', path: `${path}.__config__.jnpfKey`, label, vars: { key } });
  }
  const vModel = field.__vModel__;
  if (typeof vModel === 'string' && vModel) {
    if (scope.has(vModel)) report({ code: 'vModelDuplicate', path, label, vars: { vModel } });
    else scope.set(vModel, path);
    if (!VMODEL.test(vModel)) report({ code: 'vModelInvalid', path: `${path}.__vModel__`, label, vars: { vModel } });
  }
  if (config.span !== undefined && config.span !== '') {
    const span = Number(config.span);
    if (!Number.isFinite(span) || span < 1 || span > 24)
      report({ code: 'spanInvalid', path: `${path}.__config__.span`, label });
  }
  checkRegList(config.regList, path, label, report);
  if (isObject(field.on)) {
    for (const [event, source] of Object.entries(field.on)) checkScript(source, `${path}.on.${event}`, label, report);
  }
}

function checkRegList(regList: unknown, path: string, label: string | undefined, report: (i: IssueInput) => void) {
  if (regList === undefined || regList === null) return;
  if (!Array.isArray(regList)) return report({ code: 'regListNotArray', path: `${path}.__config__.regList`, label });
  regList.forEach((rule, i) => {
    const pattern = isObject(rule) ? rule.pattern : undefined;
    if (pattern === undefined || pattern === null || pattern === '') return;
    const parsed = parsePattern(pattern);
    if (!parsed.ok) {
      report({
        code: 'patternInvalid',
        path: `${path}.__config__.regList[${i}].pattern`,
        label,
        vars: { pattern: String(pattern), detail: parsed.error },
      });
    }
  });
}

function checkScript(source: unknown, path: string, label: string | undefined, report: (i: IssueInput) => void) {
  if (typeof source !== 'string' || !source.trim()) return;
  const compiled = compileScript(source);
  if (!compiled.ok) report({ code: 'scriptInvalid', path, label, vars: { detail: compiled.error } });
}

/** Fields another field takes values from: templateJson (sourceType 1), date/time bounds, user relationField. */
function collectRelations(
  field: FieldModel,
  config: FieldConfigModel,
  path: string,
  label: string | undefined,
  out: Array<{ field: string; path: string; label?: string }>,
) {
  for (const [where, list] of [
    ['__config__.templateJson', config.templateJson],
    ['templateJson', field.templateJson],
  ] as const) {
    if (!Array.isArray(list)) continue;
    list.forEach((item, i) => {
      if (
        isObject(item) &&
        Number(item.sourceType) === 1 &&
        typeof item.relationField === 'string' &&
        item.relationField
      ) {
        out.push({ field: item.relationField, path: `${path}.${where}[${i}].relationField`, label });
      }
    });
  }
  for (const side of ['start', 'end'] as const) {
    const relation = config[`${side}RelationField`];
    if (
      config[`${side}TimeRule`] &&
      Number(config[`${side}TimeType`]) === 2 &&
      typeof relation === 'string' &&
      relation
    ) {
      out.push({ field: relation, path: `${path}.__config__.${side}RelationField`, label });
    }
  }
  if (config.jnpfKey === 'userSelect' && typeof field.relationField === 'string' && field.relationField) {
    out.push({ field: field.relationField, path: `${path}.relationField`, label });
  }
}
