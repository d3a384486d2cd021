export { Auth, type AuthProps } from './Auth';
export { useAuth, useModelId, type Auth as AuthChecks, type AuthOptions } from './useAuth';
export { filterColumns, filterFormFields } from './session';
export {
  DEFAULT_BUTTON_CODES,
  filterColumnsBy,
  filterFormFieldsBy,
  findPermissionEntry,
  grantedCodes,
  hasPermission,
  columnCode,
  fieldCode,
  type ColumnLike,
  type FieldLike,
  type PermissionKind,
} from './checks';
