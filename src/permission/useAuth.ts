import { useMemo } from 'react';
import { useMatches } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { PermissionEntry } from '../../contract';
import type { RouteHandle } from '../router/routeHandle';
import { session } from '../store/session';
import {
  type ColumnLike,
  type DEFAULT_BUTTON_CODES,
  type FieldLike,
  filterColumnsBy,
  filterFormFieldsBy,
  hasPermission,
} from './checks';

/** The current route's menu id: the modelId its permission entry is stored under. */
export function useModelId(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const menuId = (matches[i].handle as RouteHandle | undefined)?.menuId;
    if (menuId) return menuId;
  }
  return undefined;
}

export interface AuthOptions {
  /** check at all; off means everything is allowed (a page that does not use button permissions) */
  judge?: boolean;
  /** check another page's permissions instead of the current route's */
  modelId?: string;
}

export interface Auth {
  modelId: string | undefined;
  /** the default button codes (btn_add, btn_edit, btn_remove) with whether each is allowed */
  buttons: Record<(typeof DEFAULT_BUTTON_CODES)[number], boolean>;
  hasButton(code: string): boolean;
  hasColumn(code: string): boolean;
  hasForm(code: string): boolean;
  filterColumns<T extends ColumnLike>(columns: readonly T[]): T[];
  filterFormFields<T extends FieldLike>(fields: readonly T[]): T[];
}

/** Synchronous permission checks for the current page; no request per button. */
export function useAuth(options: AuthOptions = {}): Auth {
  const routeModelId = useModelId();
  const list = useSnapshot(session).permissionList as readonly PermissionEntry[];
  const modelId = options.modelId ?? routeModelId;
  const judge = options.judge ?? true;
  return useMemo(() => {
    const has = (kind: 'button' | 'column' | 'form') => (code: string) =>
      hasPermission(list, modelId, kind, code, judge);
    const hasButton = has('button');
    return {
      modelId,
      buttons: {
        btn_add: hasButton('btn_add'),
        btn_edit: hasButton('btn_edit'),
        btn_remove: hasButton('btn_remove'),
      },
      hasButton,
      hasColumn: has('column'),
      hasForm: has('form'),
      filterColumns: (columns) => filterColumnsBy(list, columns, modelId, judge),
      filterFormFields: (fields) => filterFormFieldsBy(list, fields, modelId, judge),
    };
  }, [list, modelId, judge]);
}
