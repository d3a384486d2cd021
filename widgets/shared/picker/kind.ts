import type { EngineMessage } from '../../../engine-core/i18n';
import type { EngineUser } from '../../../engine-core/services';
import type { PickerServices } from '../../../engine-core/pickerServices';
import type { NameSource } from './nameCache';
import type { PickerGroup, PickerNode, PickerTab } from './types';

/** The designer's props the pickers read (docs/widgets.md). */
export interface PickerSettings {
  multiple: boolean;
  /** all (default), custom (ableIds), or for the user picker dep/pos/role/group (users related to ableRelationIds) */
  selectType: string;
  ableIds: string[];
  /** the ids of the related departments, positions, roles or groups (read live from relationField) */
  ableRelationIds: string[];
  /** organisations limited to what the caller's organisation may see */
  auth: boolean;
}

export interface PickerContext {
  pickers: PickerServices;
  user: EngineUser;
  settings: PickerSettings;
}

/**
 * What makes one picker widget out of the shared field and dialog: its title, which nodes it picks, the value
 * it stores, where the names of a stored value come from, and the tabs of its dialog.
 */
export interface PickerKind {
  title: EngineMessage;
  /** how a value's names are resolved, and the key asked for a value key */
  names: { source: NameSource; keyOf(key: string): string };
  /** the stored value → value keys (id, `id--type`, id path joined by commas) */
  keysOf(value: unknown): string[];
  /** value keys → the stored value */
  valueOf(keys: string[], multiple: boolean): unknown;
  /** what clearing stores */
  emptyValue(multiple: boolean): unknown;
  keyOf(node: PickerNode): string;
  /** the text of a picked item in the field and the read-only twin */
  label(node: PickerNode): string;
  choosable(node: PickerNode, multiple: boolean): boolean;
  tabs(context: PickerContext): PickerTab[];
  groups?: PickerGroup[];
  /** confirming with nothing picked is refused with 请选择{title} (the approver picker) */
  required?: boolean;
}
