/** Wire types of /api/permission/Authority column settings (docs/contract.md). */

/** One column of a list as the settings store it; the list order is the display order. */
export interface ColumnPreference {
  label: string;
  /** the column's field (dataIndex) */
  prop: string;
  visible: boolean;
}

/** PUT SetColumnsByModuleId: `fieldList` is the JSON text of ColumnPreference[]. */
export interface ColumnSettingsInput {
  moduleId: string;
  fieldList: string;
}
