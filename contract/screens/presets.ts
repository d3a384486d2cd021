/**
 * Named fragments for what every CRUD screen repeats (docs/screen-dialect.md, "Presets"): a node
 * `{ "$preset": "<name>", …params }` anywhere in a screen file is replaced, on load and in the meta-check, by the
 * fragment the preset builds — so the state-switch column and the delete row action are written once, and the
 * meta-schema checks what they expand to. An unknown name or a missing parameter is reported with its path.
 */

type Json = Record<string, unknown>;

export class PresetError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

const ID_ARG = { id: '{{ $record.id }}' };

function required(params: Json, key: string, path: string): string {
  const value = params[key];
  if (typeof value !== 'string' || !value)
    throw new PresetError(`preset "${String(params.$preset)}" needs "${key}"`, path);
  return value;
}

/** `refresh`: one target or a list, each refreshed after the action. */
function refreshes(params: Json, path: string) {
  const targets = Array.isArray(params.refresh) ? params.refresh : [required(params, 'refresh', path)];
  return targets.map((target) => ({ action: 'refresh', target: String(target) }));
}

/** Parameters a preset reads; everything else on the node is kept as it is (visible, disabled, width…). */
const ownKeys = new Set(['$preset', 'api', 'refresh', 'noun']);
const passthrough = (params: Json) => Object.fromEntries(Object.entries(params).filter(([k]) => !ownKeys.has(k)));

const presets: Record<string, (params: Json, path: string) => Json> = {
  /** The 状态 column: a switch that (optionally after asking) toggles the row's enabledMark and refreshes. */
  stateSwitch: (params, path) => {
    const noun = typeof params.noun === 'string' ? params.noun : '';
    const confirm = noun
      ? {
          confirm: `{{ $record.enabledMark == 1 ? '此操作将禁用该${noun}, 是否继续?' : '此操作将启用该${noun}, 是否继续?' }}`,
        }
      : {};
    return {
      title: '状态',
      dataIndex: 'enabledMark',
      width: 90,
      render: 'switch',
      checkedValue: 1,
      uncheckedValue: 0,
      checkedLabel: '启用',
      uncheckedLabel: '禁用',
      auth: 'btn_edit',
      ...passthrough(params),
      toggle: [
        { action: 'api', api: required(params, 'api', path), args: ID_ARG, ...confirm, success: { duration: 1 } },
        ...refreshes(params, path),
      ],
    };
  },
  /** The 删除 row action: asks with the platform's words, deletes, refreshes. */
  deleteAction: (params, path) => ({
    label: '删除',
    danger: true,
    auth: 'btn_remove',
    ...passthrough(params),
    action: [
      { action: 'api', api: required(params, 'api', path), args: ID_ARG, confirm: '此操作将永久删除该数据, 是否继续?' },
      ...refreshes(params, path),
    ],
  }),
};

export const presetNames = Object.keys(presets);

/**
 * The schema with every preset node expanded. Nodes without a preset below them are returned as they are (the
 * same object), so a schema without presets passes through untouched and imported JSON is never mutated.
 */
export function expandPresets<T>(node: T, path = ''): T {
  if (node === null || typeof node !== 'object') return node;
  if (Array.isArray(node)) {
    const items = node.map((item: unknown, i) => expandPresets(item, `${path}/${i}`));
    return (items.some((item, i) => item !== node[i]) ? items : node) as T;
  }
  const json = node as Json;
  if ('$preset' in json) {
    const build = presets[String(json.$preset)];
    if (!build)
      throw new PresetError(`unknown preset "${String(json.$preset)}" (known: ${presetNames.join(', ')})`, path);
    return build(json, path) as T;
  }
  const entries = Object.entries(json).map(([k, v]) => [k, expandPresets(v, `${path}/${k}`)] as const);
  return (entries.some(([k, v]) => v !== json[k]) ? Object.fromEntries(entries) : node) as T;
}
