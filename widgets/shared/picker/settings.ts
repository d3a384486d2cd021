import { useForm } from '@formily/react';
import type { PickerSettings } from './kind';
import { relationIds } from './values';

/** The designer props of the picker widgets (docs/widgets.md). */
export interface PickerProps {
  multiple?: boolean;
  selectType?: string;
  ableIds?: unknown[];
  ableRelationIds?: unknown;
  /** another field whose value gives ableRelationIds (userSelect with selectType dep/pos/role/group) */
  relationField?: string;
  auth?: boolean;
  title?: string;
  placeholder?: string;
  clearable?: boolean;
  disabled?: boolean;
}

/** Allowed ids as saved: ids, `id--type`, or organisation paths (kept comma-joined). */
const ableIdsOf = (ids: unknown[] | undefined) =>
  (ids ?? []).map((v) => (Array.isArray(v) ? v.join(',') : String(v ?? ''))).filter(Boolean);

/**
 * The settings a dialog is built from. Inside an observer, the related field's value is read reactively from
 * the form, so the dialog always offers the users of what that field holds now.
 */
export function usePickerSettings(props: PickerProps): PickerSettings {
  const form = useForm() as ReturnType<typeof useForm> | undefined;
  const related = props.relationField && form ? form.getValuesIn(props.relationField) : undefined;
  return {
    multiple: Boolean(props.multiple),
    selectType: props.selectType || 'all',
    ableIds: ableIdsOf(props.ableIds),
    ableRelationIds: relationIds(props.relationField ? related : props.ableRelationIds),
    auth: Boolean(props.auth),
  };
}
