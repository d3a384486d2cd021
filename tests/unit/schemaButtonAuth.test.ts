import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { expandPresets } from '../../renderers/screen/presets';

/**
 * Every screen control that creates, changes, deletes, shows, imports or exports data names the button permission
 * it needs (`auth`), so a user without it is not offered it. A new screen that forgets one fails here with the
 * file and the label.
 */
const NEEDS: Record<string, string> = {
  新建: 'btn_add',
  新建下级: 'btn_add',
  新建公司: 'btn_add',
  新建部门: 'btn_add',
  新建日程: 'btn_add',
  复制: 'btn_add',
  编辑: 'btn_edit',
  删除: 'btn_remove',
  详情: 'btn_detail',
  导入: 'btn_upload',
  导出: 'btn_download',
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'meta' ? [] : files(path.join(dir, e.name))) : [path.join(dir, e.name)],
  );
}

/** Controls of page screens: toolbar buttons, row actions and state switches (dialogs' own buttons are not gated). */
function controls(node: unknown, out: { label: string; auth?: string; toggle?: boolean }[] = []) {
  if (Array.isArray(node)) node.forEach((n) => controls(n, out));
  else if (node && typeof node === 'object') {
    const n = node as Record<string, unknown>;
    if (typeof n.label === 'string' && 'action' in n) out.push({ label: n.label, auth: n.auth as string | undefined });
    if (n.render === 'switch' && n.toggle) out.push({ label: '<state switch>', auth: n.auth as string, toggle: true });
    Object.values(n).forEach((v) => controls(v, out));
  }
  return out;
}

const pageFiles = files(path.resolve('schemas')).filter((f) => /\.(page|drawer)\.json$/.test(f));

describe('screen controls carry their button permission', () => {
  test.each(pageFiles.map((f) => [path.relative(process.cwd(), f), f]))('%s', (_name, file) => {
    const schema = expandPresets(JSON.parse(readFileSync(file, 'utf8')) as unknown);
    const missing = controls(schema)
      .filter((c) => (c.toggle ? c.auth !== 'btn_edit' : NEEDS[c.label] && c.auth !== NEEDS[c.label]))
      .map((c) => `${c.label} (auth ${c.auth ?? 'missing'})`);
    expect(missing).toEqual([]);
  });
});
