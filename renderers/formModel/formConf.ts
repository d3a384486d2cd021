import type { FormButtons, FormConf, FormModel, FormSize, LabelPosition, PopupType } from './types';

/** V3 defaults (docs/widgets.md, "Form configuration"). */
export const FORM_CONF_DEFAULTS = {
  labelWidth: 100,
  labelPosition: 'right' as LabelPosition,
  labelSuffix: '',
  size: 'default' as FormSize,
  colon: false,
  gutter: 15,
  span: 24,
  disabled: false,
  popupType: 'general' as PopupType,
  generalWidth: '600px',
  fullScreenWidth: '100%',
  drawerWidth: '600px',
};

const BUTTON_DEFAULTS: FormButtons = {
  hasCancelBtn: true,
  cancelButtonText: '取 消',
  hasConfirmBtn: true,
  confirmButtonText: '确 定',
  hasConfirmAndAddBtn: false,
  confirmAndAddButtonText: '确定并新增',
  hasPrintBtn: false,
  printButtonText: '打 印',
  printId: '',
  hasCopyBtn: false,
  copyButtonText: '复 制',
};

const POPUP_TYPES: readonly PopupType[] = ['general', 'fullScreen', 'drawer'];

// V2 used element-ui sizes
const SIZES: Record<string, FormSize> = {
  small: 'small',
  mini: 'small',
  default: 'default',
  medium: 'default',
  large: 'large',
};

export function toNumber(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim()) {
    const n = parseFloat(value);
    if (Number.isFinite(n)) return n;
  }
  return fallback;
}

/** '600px' stays, 600 becomes '600px', '80%' stays. */
export function toCssWidth(value: unknown, fallback: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}px`;
  if (typeof value === 'string' && value.trim())
    return /^\d+(\.\d+)?$/.test(value.trim()) ? `${value.trim()}px` : value.trim();
  return fallback;
}

const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const bool = (value: unknown, fallback: boolean) =>
  typeof value === 'boolean' ? value : value === 1 || value === 0 ? value === 1 : fallback;

function readButtons(model: FormModel): FormButtons {
  const out = { ...BUTTON_DEFAULTS };
  for (const key of Object.keys(BUTTON_DEFAULTS) as (keyof FormButtons)[]) {
    const value = model[key];
    if (key === 'printId') {
      if (typeof value === 'string' || Array.isArray(value)) out.printId = value as string | string[];
    } else if (typeof BUTTON_DEFAULTS[key] === 'boolean') {
      (out as Record<string, unknown>)[key] = bool(value, BUTTON_DEFAULTS[key] as boolean);
    } else {
      (out as Record<string, unknown>)[key] = str(value, BUTTON_DEFAULTS[key] as string) || BUTTON_DEFAULTS[key];
    }
  }
  return out;
}

/** The form-level keys of formData with every default filled in. */
export function readFormConf(model: FormModel): FormConf {
  const d = FORM_CONF_DEFAULTS;
  const labelPosition = (['left', 'right', 'top'] as const).find((p) => p === model.labelPosition) ?? d.labelPosition;
  const popupType = POPUP_TYPES.find((p) => p === model.popupType) ?? d.popupType;
  const generalWidth = toCssWidth(model.generalWidth, d.generalWidth);
  const fullScreenWidth = toCssWidth(model.fullScreenWidth, d.fullScreenWidth);
  const drawerWidth = toCssWidth(model.drawerWidth, d.drawerWidth);
  const funcs = (model.funcs && typeof model.funcs === 'object' ? model.funcs : {}) as Record<string, unknown>;
  const className = model.className;
  return {
    labelWidth: toNumber(model.labelWidth, d.labelWidth),
    labelPosition,
    labelSuffix: str(model.labelSuffix, d.labelSuffix),
    size: SIZES[String(model.size)] ?? d.size,
    colon: bool(model.colon, d.colon),
    gutter: toNumber(model.gutter, d.gutter),
    span: clampSpan(toNumber(model.span, d.span)),
    disabled: bool(model.disabled, d.disabled),
    popupType,
    generalWidth,
    fullScreenWidth,
    drawerWidth,
    popupWidth: { general: generalWidth, fullScreen: fullScreenWidth, drawer: drawerWidth }[popupType],
    buttons: readButtons(model),
    funcs: {
      onLoad: typeof funcs.onLoad === 'string' ? funcs.onLoad : undefined,
      beforeSubmit: typeof funcs.beforeSubmit === 'string' ? funcs.beforeSubmit : undefined,
      afterSubmit: typeof funcs.afterSubmit === 'string' ? funcs.afterSubmit : undefined,
    },
    formStyle: str(model.formStyle, ''),
    className: Array.isArray(className)
      ? className.filter((c): c is string => typeof c === 'string')
      : typeof className === 'string' && className
        ? [className]
        : [],
    primaryKeyPolicy: toNumber(model.primaryKeyPolicy, 1),
    concurrencyLock: bool(model.concurrencyLock, false),
    logicalDelete: bool(model.logicalDelete, false),
  };
}

export function clampSpan(span: number): number {
  if (!Number.isFinite(span) || span < 1) return 24;
  return Math.min(24, Math.round(span));
}
