import type { ApiFunction } from '../../../renderers';
import { getColumnsByModuleId, setColumnsByModuleId } from '../../api/permission/columns';
import type { ColumnPreference } from '../../../contract';
import { requiredText, type ApiArgs } from '../apiArgs';

/**
 * Column settings per module (docs/contract.md). CrudTable calls these by name when its schema allows custom
 * columns (`customColumns`), with `moduleId` the menu the screen was opened from.
 */

function columnList(args: ApiArgs): ColumnPreference[] {
  const value = args?.columns;
  if (!Array.isArray(value)) throw new Error('API argument "columns" must be a list');
  return value.map((c: Record<string, unknown>) => ({
    label: String(c.label ?? ''),
    prop: String(c.prop ?? ''),
    visible: c.visible !== false,
  }));
}

export const apis = {
  'columns.load': (a) => getColumnsByModuleId(requiredText(a, 'moduleId')),
  'columns.save': (a) => setColumnsByModuleId(requiredText(a, 'moduleId'), columnList(a)),
} satisfies Record<string, ApiFunction>;
