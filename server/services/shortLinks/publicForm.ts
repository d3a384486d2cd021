import type { PickerMode, ShortLinkState } from '../../../contract/shortLink';
import { keyOf, type FieldNode } from '../formModel';

/**
 * What a published form shows to people without an account (docs/public-forms.md). Widgets that read the
 * organisation, other models or data interfaces need a session, so they are removed (or shown read-only with
 * their static default, as the link's pickerMode says); everything else of the designer's formData is kept.
 */

/** Pickers of internal people and organisation units: 'hide' removes them, 'readonly' disables them. */
export const INTERNAL_PICKERS = new Set([
  'userSelect',
  'usersSelect',
  'depSelect',
  'posSelect',
  'roleSelect',
  'groupSelect',
  'organizeSelect',
]);

/**
 * Widgets that read other models, data interfaces, stored files, saved signatures, the area tree or the map
 * service: each of those endpoints needs a session, so they are always removed from a public form.
 */
const INTERNAL_SOURCES = new Set([
  'relationForm',
  'relationFormAttr',
  'popupSelect',
  'popupTableSelect',
  'popupAttr',
  'uploadFile',
  'uploadImg',
  'sign',
  'signature',
  'location',
  'areaSelect',
]);

/** A link's state for a submission or a config request; 'ok' when the form may be filled. */
export function linkState(
  link: { enabledMark: number; expireTime: number | null; submitLimit: number; submitCount: number } | undefined,
  now: number,
): ShortLinkState {
  if (!link) return 'notFound';
  if (link.enabledMark !== 1) return 'disabled';
  if (link.expireTime !== null && link.expireTime <= now) return 'expired';
  if (link.submitLimit > 0 && link.submitCount >= link.submitLimit) return 'full';
  return 'ok';
}

/** The words the server answers a refused submission with. */
export const STATE_MESSAGES: Record<Exclude<ShortLinkState, 'ok'>, string> = {
  notFound: '链接不存在',
  disabled: '链接已停用',
  expired: '链接已过期',
  full: '提交次数已达上限',
  password: '访问密码错误',
};

const usesInterface = (node: FieldNode) => {
  const config = node.__config__ ?? {};
  return config.dataType === 'dynamic' || (typeof node.interfaceId === 'string' && node.interfaceId !== '');
};

/** The node as the public sees it, or null when it is left out. */
function publicNode(node: FieldNode, mode: PickerMode): FieldNode | null {
  const jnpfKey = keyOf(node);
  if (INTERNAL_SOURCES.has(jnpfKey) || usesInterface(node)) return null;
  const config = { ...(node.__config__ ?? {}) };
  if (INTERNAL_PICKERS.has(jnpfKey)) {
    if (mode === 'hide') return null;
    // read-only: nobody outside may pick a person, and "the current user" means nobody here
    const { defaultCurrent: _current, ...rest } = config;
    return {
      ...node,
      disabled: true,
      __config__: { ...rest, required: false, ...(config.defaultCurrent ? { defaultValue: null } : {}) },
    };
  }
  if (Array.isArray(config.children)) config.children = publicNodes(config.children, mode);
  return { ...node, __config__: config };
}

function publicNodes(nodes: unknown[], mode: PickerMode): FieldNode[] {
  return nodes
    .filter((n): n is FieldNode => !!n && typeof n === 'object')
    .map((n) => publicNode(n, mode))
    .filter((n): n is FieldNode => n !== null);
}

/** The published formData: internal pickers and sources left out or made read-only. */
export function publicFormConf(formConf: Record<string, unknown>, mode: PickerMode): Record<string, unknown> {
  const fields = Array.isArray(formConf.fields) ? publicNodes(formConf.fields, mode) : [];
  return { ...formConf, fields };
}

/** Dictionary types the published form's option fields read. */
export function dictionaryTypesOf(formConf: Record<string, unknown>): string[] {
  const found = new Set<string>();
  const walk = (nodes: unknown, depth: number) => {
    if (!Array.isArray(nodes) || depth > 20) return;
    for (const node of nodes as FieldNode[]) {
      const config = node?.__config__;
      if (!config) continue;
      if (config.dataType === 'dictionary' && typeof config.dictionaryType === 'string' && config.dictionaryType) {
        found.add(config.dictionaryType);
      }
      walk(config.children, depth + 1);
    }
  };
  walk(formConf.fields, 0);
  return [...found];
}
