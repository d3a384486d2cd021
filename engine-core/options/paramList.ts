import type { DataInterfaceParam, EngineUser } from '../services';
import type { TemplateJsonItem } from './types';

/** What the parameters of a data interface may be taken from. */
export interface ParamContext {
  /** value of another form field (sourceType 1) */
  fieldValue(relationField: string): unknown;
  /** id of the record being edited (@formId) */
  recordId?: unknown;
  user?: EngineUser | null;
}

/** System variables a parameter may name (sourceType 4); unknown ones are left for the server to resolve. */
function systemVariable(name: string, ctx: ParamContext): { known: boolean; value: unknown } {
  const user = ctx.user;
  switch (name) {
    case '@formId':
      return { known: true, value: ctx.recordId ?? '' };
    case '@userId':
      return { known: Boolean(user), value: user?.userId ?? '' };
    case '@userAccount':
      return { known: Boolean(user), value: user?.userAccount ?? '' };
    case '@organizeId':
      return { known: Boolean(user), value: user?.organizeId ?? '' };
    case '@departmentId':
      return { known: Boolean(user), value: user?.departmentId ?? '' };
    case '@positionId':
      return { known: Boolean(user), value: user?.positionId ?? '' };
    default:
      return { known: false, value: undefined };
  }
}

/** The form fields a templateJson reads (sourceType 1): when one changes, the options are queried again. */
export function relationFieldsOf(templateJson: readonly TemplateJsonItem[] | null | undefined): string[] {
  if (!Array.isArray(templateJson)) return [];
  const fields = templateJson
    .filter((p) => Number(p.sourceType) === 1 && typeof p.relationField === 'string' && p.relationField)
    .map((p) => p.relationField as string);
  return [...new Set(fields)];
}

/**
 * templateJson → the paramList of a data-interface call (platform getParamList): 1 the value of another field
 * ('' when empty, but 0 and false are values), 2 the custom default value, 3 empty, 4 a system variable.
 * A new list is returned; the model's templateJson is never mutated.
 */
export function buildParamList(
  templateJson: readonly TemplateJsonItem[] | null | undefined,
  ctx: ParamContext,
): DataInterfaceParam[] {
  if (!Array.isArray(templateJson)) return [];
  return templateJson.map((item) => {
    const sourceType = Number(item.sourceType ?? 2);
    const param: DataInterfaceParam = { ...item, field: item.field, defaultValue: item.defaultValue, sourceType };
    if (sourceType === 1) {
      const value = item.relationField ? ctx.fieldValue(item.relationField) : undefined;
      param.defaultValue = value === undefined || value === null ? '' : value;
    } else if (sourceType === 3) {
      param.defaultValue = '';
    } else if (sourceType === 4 && item.relationField) {
      const variable = systemVariable(item.relationField, ctx);
      if (variable.known) param.defaultValue = variable.value;
    }
    return param;
  });
}
