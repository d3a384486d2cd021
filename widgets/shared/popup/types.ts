import type { TemplateJsonItem } from '../../../engine-core/options/types';

/** A row of a data interface, as Actions/List and Actions/InfoByIds return it. */
export type PopupRow = Record<string, unknown>;

/** One column of the picker table (the designer's columnOptions). */
export interface PopupColumnOption {
  value: string;
  label?: string;
  width?: number;
}

/**
 * A column of the picked row copied into another form field when a pick is confirmed (relationOptions):
 * `field` is the form field to fill; `type` 1 (the default) copies the row's column named by `value`, type 2
 * writes `value` itself.
 */
export interface PopupRelationOption {
  field: string;
  type?: number | string;
  value?: unknown;
}

/** The designer props shared by popupSelect and popupTableSelect (the select dialog config). */
export interface PopupSourceProps {
  /** 'dynamic' (the default): rows of the data interface interfaceId; 'model': records of the form model modelId */
  dataSource?: string;
  modelId?: string;
  interfaceId?: string;
  interfaceName?: string;
  /** the row's key stored as the value (default id; always the record id for a model) */
  propsValue?: string;
  /** the row's column shown in the field and searched by keyword (default fullName) */
  relationField?: string;
  columnOptions?: PopupColumnOption[] | null;
  templateJson?: TemplateJsonItem[] | null;
  hasPage?: boolean;
  pageSize?: number;
  /** 'dialog' (also the designer's 'general'), 'drawer' */
  popupType?: string;
  popupTitle?: string;
  popupWidth?: string | number;
  relationOptions?: PopupRelationOption[] | null;
  /** the older name of relationOptions: copies the row's `targetField` into the form field `sourceValue` */
  transferList?: Array<{ sourceValue?: string; targetField?: string }> | null;
  multiple?: boolean;
}

/** popupSelect opens a dialog or drawer; popupTableSelect a popover under the field. */
export type PopupVariant = 'dialog' | 'table';

export type PopupValue = string | number | Array<string | number> | null | undefined;

/** What the field shares with a popupAttr reading it (the Formily field's data). */
export interface PopupFieldData {
  /** the rows of the current value once known; undefined while they are being fetched */
  popupRows?: PopupRow[];
}
