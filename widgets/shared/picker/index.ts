/** The organisation, department, position, group, role and user pickers: one field and one dialog. */
export { pickerEntry } from './entry';
export { PickerDialog, type PickerDialogProps } from './PickerDialog';
export { PickerField } from './PickerField';
export { PickerPreview } from './PickerPreview';
export type { PickerKind, PickerContext, PickerSettings } from './kind';
export type { PickerNode, PickerTab, PickerItem, PickerGroup } from './types';
export { organizeKind, departmentKind, positionKind, roleKind, groupKind } from './kinds/trees';
export { userKind, usersKind, conditionOf, CURRENT_USER } from './kinds/users';
export { approverKind, approverMessages } from './kinds/approver';
