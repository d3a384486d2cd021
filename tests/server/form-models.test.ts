import { flattenMenus } from '../../server/db/seedMenus';
import { loadSeedFixtures, type FormModelFixture } from '../../server/db/seedFixtures';
import { V2_KEYS } from '../../server/services/formModel';
import { patternOf } from '../../server/services/formRecordValidation';

/**
 * The seeded form models are hand-written data that the engine, the list pages and the e2e tests rely on:
 * these checks keep them complete (every widget of issue 3 somewhere) and consistent (every reference resolves).
 */

const f = loadSeedFixtures();
type Node = Record<string, unknown> & { __config__?: Record<string, unknown>; __vModel__?: string };

function nodesOf(model: FormModelFixture): Node[] {
  const out: Node[] = [];
  const walk = (list: unknown) => {
    for (const node of (Array.isArray(list) ? list : []) as Node[]) {
      out.push(node);
      walk(node.__config__?.children);
    }
  };
  walk(model.formData.fields);
  return out;
}
const keyOf = (n: Node) => V2_KEYS[String(n.__config__?.jnpfKey)] ?? String(n.__config__?.jnpfKey);
const all = f.models.flatMap((m) => nodesOf(m).map((node) => ({ model: m, node, key: keyOf(node) })));
const withKey = (key: string) => all.filter((e) => e.key === key);

test('six or more models, each with the fields the seed needs', () => {
  expect(f.models.length).toBeGreaterThanOrEqual(6);
  for (const m of f.models) {
    expect(m.id, m.id).toMatch(/^vd-/);
    expect(m.fullName && m.enCode && m.webType, m.id).toBeTruthy();
    expect(Array.isArray(m.formData.fields), m.id).toBe(true);
    expect(m.columnData, m.id).toHaveProperty('columnList');
  }
});

test('every model has a type-3 menu and every type-3 menu a model', () => {
  const menus = flattenMenus(f.menus).menus.filter((m) => m.type === 3);
  const modelIds = new Set(f.models.map((m) => m.id));
  const menuModels = new Set(menus.map((m) => (JSON.parse(m.propertyJson) as { moduleId: string }).moduleId));
  expect(menuModels).toEqual(modelIds);
});

test('together they use every widget of issue 3', () => {
  const keys = new Set(all.map((e) => e.key));
  const required = [
    'input', 'textarea', 'inputNumber', 'switch', 'radio', 'checkbox', 'select', 'cascader', 'treeSelect', 'datePicker',
    'timePicker', 'dateRange', 'timeRange', 'numberRange', 'colorPicker', 'rate', 'slider', 'editor', 'link', 'button',
    'text', 'alert', 'divider', 'groupTitle', 'iframe', 'qrcode', 'barcode', 'createUser', 'createTime', 'modifyUser',
    'modifyTime', 'currOrganize', 'currPosition', 'billRule', 'calculate', 'row', 'card', 'tab', 'collapse', 'tableGrid',
  ]; // prettier-ignore
  expect(required.filter((k) => !keys.has(k))).toEqual([]);
});

test.each(['radio', 'checkbox', 'select', 'cascader', 'treeSelect'])(
  '%s takes static, dictionary and dynamic options',
  (key) => {
    const types = new Set(withKey(key).map((e) => String(e.node.__config__?.dataType ?? 'static')));
    expect([...types].sort()).toEqual(['dictionary', 'dynamic', 'static']);
  },
);

test.each(['datePicker', 'timePicker'])('%s has bounds fixed and taken from another field', (key) => {
  const types = withKey(key).flatMap((e) => {
    const c = e.node.__config__ ?? {};
    return [c.startTimeRule ? c.startTimeType : null, c.endTimeRule ? c.endTimeType : null];
  });
  expect(types).toContain(1);
  expect(types).toContain(2);
});

test('the behaviours: mask, thousands, amount in Chinese, help, scripts, linkage, regList, popup types, V2 keys', () => {
  expect(withKey('input').some((e) => e.node.useMask === true)).toBe(true);
  expect(withKey('inputNumber').some((e) => e.node.thousands === true && e.node.isAmountChinese === true)).toBe(true);
  expect(withKey('groupTitle').some((e) => typeof e.node.helpMessage === 'string' && e.node.helpMessage)).toBe(true);
  expect(withKey('button').some((e) => typeof (e.node.on as Record<string, unknown>)?.click === 'string')).toBe(true);
  expect(
    all.some((e) =>
      /setRequired|setShowOrHide|setFormData/.test(String((e.node.on as Record<string, unknown>)?.change)),
    ),
  ).toBe(true);
  const funcs = f.models.map((m) => m.formData.funcs as Record<string, string> | undefined);
  expect(funcs.some((fn) => fn && /setShowOrHide/.test(fn.onLoad))).toBe(true);
  expect(funcs.some((fn) => fn && /reject/.test(fn.beforeSubmit))).toBe(true);
  expect(all.some((e) => (e.node.__config__?.templateJson as unknown[] | undefined)?.length)).toBe(true);
  expect(all.some((e) => (e.node.__config__?.regList as unknown[] | undefined)?.length)).toBe(true);
  expect(new Set(f.models.map((m) => m.formData.popupType ?? 'general'))).toEqual(
    new Set(['general', 'fullScreen', 'drawer']),
  );
  expect(all.some((e) => String(e.node.__config__?.jnpfKey) in V2_KEYS)).toBe(true);
});

test('containers nest: a row inside a card inside a tab', () => {
  const nested = withKey('tab').some((tab) =>
    ((tab.node.__config__?.children ?? []) as Node[]).some((pane) =>
      ((pane.__config__?.children ?? []) as Node[]).some(
        (card) =>
          keyOf(card) === 'card' && ((card.__config__?.children ?? []) as Node[]).some((row) => keyOf(row) === 'row'),
      ),
    ),
  );
  expect(nested).toBe(true);
});

describe.each(f.models.map((m) => [m.id, m] as const))('%s', (_id, model) => {
  const nodes = nodesOf(model);
  const vModels = nodes.map((n) => n.__vModel__).filter((v): v is string => typeof v === 'string');
  const known = new Set(vModels);

  test('vModels are unique', () => {
    expect(vModels.length).toBe(known.size);
  });

  test('every reference resolves: dictionaries, interfaces, rules, related fields, patterns', () => {
    const dictionaries = new Set(f.dictionaries.map((d) => d.id));
    const interfaces = new Map(f.dataInterfaces.map((d) => [d.id, d]));
    const rules = new Set(f.billRules.map((r) => r.enCode));
    for (const node of nodes) {
      const c = node.__config__ ?? {};
      const where = `${String(c.label)} (${String(node.__vModel__ ?? c.jnpfKey)})`;
      if (c.dataType === 'dictionary') expect(dictionaries.has(String(c.dictionaryType)), where).toBe(true);
      if (c.dataType === 'dynamic') {
        const target = interfaces.get(String(c.propsUrl));
        expect(target, where).toBeDefined();
        for (const t of (c.templateJson ?? []) as Record<string, unknown>[]) {
          expect(
            target?.parameters?.some((p) => p.field === t.field),
            `${where} parameter ${String(t.field)}`,
          ).toBe(true);
          if (Number(t.sourceType) === 1) expect(known.has(String(t.relationField)), where).toBe(true);
        }
      }
      if (keyOf(node) === 'billRule') expect(rules.has(String(c.rule)), where).toBe(true);
      for (const side of ['start', 'end']) {
        if (c[`${side}TimeRule`] && Number(c[`${side}TimeType`]) === 2) {
          expect(known.has(String(c[`${side}RelationField`])), where).toBe(true);
        }
      }
      if (node.dataType === 'relation') expect(known.has(String(node.relationField)), where).toBe(true);
      if (keyOf(node) === 'calculate') {
        for (const token of node.expression as unknown[]) {
          if (typeof token !== 'object') continue;
          // `table.column` names a child-table column: the table and the column must both exist
          const parts = String((token as Node).__vModel__).split('.');
          expect(parts.length <= 2 && parts.every((part) => known.has(part)), where).toBe(true);
        }
      }
      for (const rule of (c.regList ?? []) as { pattern: unknown }[])
        expect(patternOf(rule.pattern), where).not.toBeNull();
    }
  });

  test('the list columns and search fields are fields of the form', () => {
    const columns = model.columnData.columnList as { prop: string }[];
    const searches = (model.columnData.searchList ?? []) as { prop: string }[];
    expect(columns.length).toBeGreaterThan(0);
    for (const c of [...columns, ...searches]) expect(known.has(c.prop), c.prop).toBe(true);
    expect((model.columnData.columnBtnsList as { value: string }[]).map((b) => b.value)).toEqual([
      'edit',
      'remove',
      'detail',
    ]);
  });

  test('the menu’s column and form permissions name fields of the form', () => {
    const menus = flattenMenus(f.menus);
    const menu = menus.menus.find((m) => m.propertyJson.includes(`"${model.id}"`));
    const items = [...menus.columns, ...menus.forms].filter((i) => i.moduleId === menu?.id);
    for (const item of items) expect(known.has(item.enCode), item.enCode).toBe(true);
  });
});
