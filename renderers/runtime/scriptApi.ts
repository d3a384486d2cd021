import type { Form } from '@formily/core';
import { tableColumnState } from '../../engine-core/tableColumnState';
import type { EngineServices, EngineUser, ToastType } from '../../engine-core/services';
import type { FieldInfo } from '../formModel/types';

/**
 * The explicit API a model script receives (docs/widgets.md, "Scripts"): formData, the setters and
 * onlineUtils, plus `data`/`rowIndex` for field events. Setters address fields by __vModel__; a field not
 * rendered yet (a pane never opened) gets the change when it is created (Formily's setFieldState queues it).
 * `'table.col'` child-table addresses are treated as plain paths for now.
 */
export interface OnlineUtils {
  getUserInfo(): EngineUser | Record<string, never>;
  getDeviceInfo(): DeviceInfo;
  request(url: string, method?: string, data?: unknown, headers?: Record<string, string>): Promise<unknown>;
  route(url: string): void;
  toast(message: string, type?: ToastType, duration?: number): void;
}

export interface DeviceInfo {
  userAgent: string;
  platform: string;
  language: string;
  screenWidth: number;
  screenHeight: number;
}

export interface ScriptApi {
  formData: Record<string, unknown>;
  setFormData(prop: string, value: unknown): void;
  setShowOrHide(prop: string, visible: boolean): void;
  setRequired(prop: string, required: boolean): void;
  setDisabled(prop: string, disabled: boolean): void;
  /** internal in the platform, kept for V2 scripts */
  setFieldOptions(prop: string, options: unknown[]): void;
  onlineUtils: OnlineUtils;
  /** the V2 signature's top-level request */
  request: OnlineUtils['request'];
  data?: unknown;
  rowIndex?: number;
}

export interface ScriptApiDeps {
  form: Form;
  fieldsByPath: ReadonlyMap<string, FieldInfo>;
  /** child-table columns (`<table>.<column>`): shown/hidden and required for every row at once */
  columnsByPath?: ReadonlyMap<string, FieldInfo>;
  services: EngineServices;
  /** after setFormData: the dependents of prop are cleared (handleRelation) */
  onValueSet(prop: string): void;
}

function deviceInfo(): DeviceInfo {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const scr = typeof screen === 'undefined' ? undefined : screen;
  return {
    userAgent: nav?.userAgent ?? '',
    platform: nav?.platform ?? '',
    language: nav?.language ?? '',
    screenWidth: scr?.width ?? 0,
    screenHeight: scr?.height ?? 0,
  };
}

export function createOnlineUtils(services: EngineServices): OnlineUtils {
  return {
    getUserInfo() {
      try {
        return services.currentUser();
      } catch {
        return {};
      }
    },
    getDeviceInfo: deviceInfo,
    request: (url, method, data, headers) => services.request(url, method, data, headers),
    route: (url) => services.route(url),
    toast: (message, type, duration) => services.toast(message, type, duration),
  };
}

type Rule = Record<string, unknown>;
const rulesOf = (validator: unknown): unknown[] =>
  validator === undefined || validator === null ? [] : Array.isArray(validator) ? validator : [validator];
const isRequiredRule = (rule: unknown): rule is Rule => typeof rule === 'object' && rule !== null && 'required' in rule;

/** The API object without the per-event part (data, rowIndex). */
export function createScriptApi(deps: ScriptApiDeps): ScriptApi {
  const { form, fieldsByPath, services, onValueSet } = deps;
  const onlineUtils = createOnlineUtils(services);
  const column = (prop: string) => deps.columnsByPath?.has(prop) === true;
  return {
    get formData() {
      return form.values as Record<string, unknown>;
    },
    setFormData(prop, value) {
      if (!prop) return;
      form.setValuesIn(prop, value);
      // a value filled by a script answers an earlier "required" error: re-check that one field
      const field = form.query(prop).take();
      if (field && 'validate' in field && (field.selfErrors?.length ?? 0) > 0)
        void field.validate().catch(() => undefined);
      onValueSet(prop);
    },
    setShowOrHide(prop, visible) {
      if (column(prop)) return void (tableColumnState(form).hidden[prop] = !visible);
      form.setFieldState(prop, (state) => {
        state.display = visible ? 'visible' : 'hidden';
      });
    },
    setRequired(prop, required) {
      if (column(prop)) return void (tableColumnState(form).required[prop] = required);
      const message = fieldsByPath.get(prop)?.requiredMessage;
      form.setFieldState(prop, (state) => {
        const rules = rulesOf(state.validator);
        const existing = rules.find(isRequiredRule);
        if (existing) {
          state.validator = rules.map((r) =>
            r === existing ? { ...existing, required } : r,
          ) as typeof state.validator;
        } else if (required) {
          // the model's own message, not Formily's generic one
          state.validator = [{ required: true, message, triggerType: 'onInput' }, ...rules] as typeof state.validator;
        }
      });
    },
    setDisabled(prop, disabled) {
      form.setFieldState(prop, (state) => {
        state.disabled = disabled;
      });
    },
    setFieldOptions(prop, options) {
      form.setFieldState(prop, (state) => {
        state.componentProps = { ...state.componentProps, options: Array.isArray(options) ? options : [] };
      });
    },
    onlineUtils,
    request: onlineUtils.request,
  };
}
