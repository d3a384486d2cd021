import type { MenuItem } from '../../../contract';
import type { MessageInfo } from '../../api/message/records';

/**
 * Where a message leads instead of (or besides) its detail dialog. A flow message whose body is the
 * workflow's launch parameters (JSON) opens the workflow detail, `config` being that JSON in base64; a
 * delegation (flowType 2) opens the delegation list; a schedule message opens the schedule screen when the
 * user has that menu. Anything else (a plain-text body, no schedule menu) is read in the dialog.
 */
export function messageTarget(info: MessageInfo, menus: readonly MenuItem[]): string | null {
  if (info.type === 2) {
    const body = parseObject(info.bodyText);
    if (!body) return null;
    if (info.flowType === 2) return `/workFlow/entrust?config=${String(body.type) === '1' ? 'entrust' : 'proxy'}`;
    return `/workFlowDetail?config=${encodeURIComponent(utf8Base64(info.bodyText ?? ''))}`;
  }
  if (info.type === 4) {
    const menu = findMenu(menus, (m) => stripAddress(m.urlAddress) === 'system/schedule');
    return menu ? '/system/schedule' : null;
  }
  return null;
}

function parseObject(text: string | undefined): Record<string, unknown> | null {
  if (!text || !text.trim().startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function utf8Base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const stripAddress = (address: string | undefined) => (address ?? '').split(/[?#]/, 1)[0].trim().replace(/^\/+/, '');

function findMenu(menus: readonly MenuItem[], test: (m: MenuItem) => boolean): MenuItem | undefined {
  for (const menu of menus) {
    if (test(menu)) return menu;
    const child = findMenu(menu.children ?? [], test);
    if (child) return child;
  }
  return undefined;
}
