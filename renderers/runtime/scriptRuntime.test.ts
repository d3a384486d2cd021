import { createForm, type Field } from '@formily/core';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { formDataToSchema } from '../formModel/formDataToSchema';
import { testRegistry } from '../formModel/__fixtures__/testRegistry';
import type { FormModel } from '../formModel/types';
import { attachRuntimeEffects } from './formEffects';
import { ScriptCompiler } from './scriptCompiler';
import { createFormRuntime } from './scriptRuntime';
import { linkedModel } from './__fixtures__/linkedModel';

/** A model's runtime over a bare Formily form whose fields are created as the renderer would create them. */
function setup(model: FormModel, options: { create?: string[] } = {}) {
  const { fields, formConf } = formDataToSchema(model, { registry: testRegistry, language: 'zh' });
  const form = createForm();
  const services = createFakeServices();
  const logger = vi.fn();
  const compiler = new ScriptCompiler();
  const runtime = createFormRuntime({ form, fields, funcs: formConf.funcs, services, compiler, logger });
  attachRuntimeEffects(form, runtime, { runOnLoad: true, applyDefaultCurrent: true });
  const created = options.create ?? fields.filter((f) => !f.isVoid && !f.tableKey).map((f) => f.path);
  for (const path of created) form.createField({ name: path });
  const field = (path: string) => form.query(path).take() as Field;
  return { form, runtime, services, logger, compiler, field };
}

const input = (vModel: string, extra: Record<string, unknown> = {}, config: Record<string, unknown> = {}) => ({
  __vModel__: vModel,
  __config__: { jnpfKey: 'input', label: vModel.toUpperCase(), ...config },
  ...extra,
});

describe('linkage', () => {
  test('typing into a source clears its dependents down the chain', () => {
    const { form, field } = setup(linkedModel);
    form.setValues({ province: 'zj', city: 'hz', district: ['a'], start: 1, end: 5, dept: 'd1', member: 'u1' });
    field('province').onInput('js');
    expect(form.values).toMatchObject({ province: 'js', city: undefined, district: [], end: 5, member: 'u1' });
    field('start').onInput(2);
    expect(form.values.end).toBeNull();
    field('dept').onInput('d2');
    expect(form.values.member).toBeUndefined();
  });

  test('setFormData from a script clears the dependents too', () => {
    const { form, runtime } = setup(linkedModel);
    form.setValues({ province: 'zj', city: 'hz' });
    runtime.api.setFormData('province', 'js');
    expect(form.values).toMatchObject({ province: 'js', city: undefined });
  });
});

describe('field scripts', () => {
  test('on.change runs with the new value as data, compiled once for every run', () => {
    const model = {
      fields: [input('a', { on: { change: '({ data, setFormData }) => setFormData("b", data + "!")' } }), input('b')],
    };
    const { form, field, compiler } = setup(model);
    field('a').onInput('x');
    field('a').onInput('y');
    expect(form.values.b).toBe('y!');
    expect(compiler.compileCount).toBe(1);
  });

  test('on.blur reaches the field through its component onBlur', () => {
    const model = {
      fields: [
        input('a', { on: { blur: '({ formData, setFormData }) => setFormData("b", "left " + formData.a)' } }),
        input('b'),
      ],
    };
    const { form, field } = setup(model);
    form.setValues({ a: 'q' });
    (field('a').componentProps.onBlur as (e: unknown) => void)({});
    expect(form.values.b).toBe('left q');
  });

  test('a script that throws is logged with its field and event and answers false', () => {
    const model = { fields: [input('a', { on: { change: '() => { throw new Error("boom") }' } })] };
    const { runtime, logger } = setup(model);
    expect(runtime.runFieldEvent('a', 'change', 1)).toBe(false);
    expect(logger).toHaveBeenCalledWith('[form script] field "a" event "change" failed', expect.any(Error));
  });

  test('a script that does not compile is logged and answers false', () => {
    const { runtime, logger } = setup({ fields: [input('a', { on: { click: '({ data }) => { data +* }' } })] });
    expect(runtime.runFieldEvent('a', 'click')).toBe(false);
    expect(logger.mock.calls[0][0]).toBe('[form script] field "a" event "click" does not compile');
  });

  test('a rejected promise settles to false and is logged', async () => {
    const { runtime, logger } = setup({ fields: [input('a')] });
    await expect(runtime.run('async () => { throw new Error("late") }', { field: 'a', event: 'click' })).resolves.toBe(
      false,
    );
    expect(logger).toHaveBeenCalledTimes(1);
  });
});

describe('setters', () => {
  test('setShowOrHide hides and shows, keeping the value', () => {
    const { runtime, field, form } = setup({ fields: [input('a'), input('b')] });
    form.setValues({ b: 'kept' });
    runtime.api.setShowOrHide('b', false);
    expect(field('b').display).toBe('hidden');
    expect(form.values.b).toBe('kept');
    runtime.api.setShowOrHide('b', true);
    expect(field('b').display).toBe('visible');
  });

  test("setRequired adds the model's own message and lifts it again", async () => {
    const { runtime, field } = setup({ fields: [input('a', { placeholder: '' }, { label: '年龄' })] });
    runtime.api.setRequired('a', true);
    expect(field('a').required).toBe(true);
    await field('a')
      .validate()
      .catch(() => undefined);
    expect(field('a').selfErrors).toEqual(['年龄不能为空']);
    runtime.api.setRequired('a', false);
    expect(field('a').required).toBe(false);
    await field('a').validate();
    expect(field('a').selfErrors).toEqual([]);
  });

  test('setters reach a field created later (a pane not rendered yet)', () => {
    const { runtime, form } = setup({ fields: [input('a'), input('late')] }, { create: ['a'] });
    runtime.api.setDisabled('late', true);
    runtime.api.setRequired('late', true);
    const late = form.createField({ name: 'late' });
    expect(late.disabled).toBe(true);
    expect(late.required).toBe(true);
  });

  test('setDisabled toggles the field', () => {
    const { runtime, field } = setup({ fields: [input('a')] });
    runtime.api.setDisabled('a', true);
    expect(field('a').disabled).toBe(true);
    runtime.api.setDisabled('a', false);
    expect(field('a').disabled).toBe(false);
  });

  test('onlineUtils go through the engine services', async () => {
    const { runtime, services } = setup({ fields: [input('a')] });
    runtime.run(
      '({ onlineUtils }) => { onlineUtils.toast("hi", "success"); onlineUtils.route("/x"); return onlineUtils.request("/api/y", "post", { a: 1 }) }',
    );
    const user = runtime.run('({ onlineUtils }) => onlineUtils.getUserInfo().userName');
    expect(services.calls.toast).toEqual([{ message: 'hi', type: 'success' }]);
    expect(services.calls.route).toEqual(['/x']);
    expect(services.calls.request).toEqual([{ url: '/api/y', method: 'post', data: { a: 1 } }]);
    expect(user).toBe('管理员');
    expect(runtime.run('({ onlineUtils }) => typeof onlineUtils.getDeviceInfo().userAgent')).toBe('string');
  });
});

describe('form functions', () => {
  const withFuncs = (funcs: Record<string, string>) => ({ funcs, fields: [input('a')] });

  test.each([
    ['() => new Promise((resolve) => resolve())', true],
    ['() => Promise.resolve(false)', false],
    ['() => new Promise((_, reject) => reject())', false],
    ['() => false', false],
    ['() => undefined', true],
  ])('beforeSubmit %s → %s', async (source, expected) => {
    const { runtime, logger } = setup(withFuncs({ beforeSubmit: source }));
    await expect(runtime.beforeSubmit()).resolves.toBe(expected);
    expect(logger).not.toHaveBeenCalled();
  });

  test('a beforeSubmit that throws cancels and is logged; none at all lets the submit go', async () => {
    const failing = setup(withFuncs({ beforeSubmit: '() => { throw new Error("x") }' }));
    await expect(failing.runtime.beforeSubmit()).resolves.toBe(false);
    expect(failing.logger).toHaveBeenCalledTimes(1);
    await expect(setup(withFuncs({})).runtime.beforeSubmit()).resolves.toBe(true);
  });

  test('onLoad runs when the form mounts, once', () => {
    const { form } = setup(withFuncs({ onLoad: '({ setFormData }) => setFormData("a", "loaded")' }));
    expect(form.values.a).toBeUndefined();
    form.onMount();
    expect(form.values.a).toBe('loaded');
    form.setValues({ a: 'edited' });
    // a provider mounting the same form again
    form.onMount();
    expect(form.values.a).toBe('edited');
  });

  test('date and time pickers with defaultCurrent start at now in a new record', () => {
    const { form } = setup({
      fields: [
        { __vModel__: 'd', __config__: { jnpfKey: 'datePicker', defaultCurrent: true } },
        { __vModel__: 't', __config__: { jnpfKey: 'timePicker', defaultCurrent: true }, format: 'HH:mm' },
        { __vModel__: 'n', __config__: { jnpfKey: 'datePicker' } },
      ],
    });
    expect(Math.abs((form.values.d as number) - Date.now())).toBeLessThan(5000);
    expect(form.values.t).toMatch(/^\d{2}:\d{2}$/);
    expect(form.values.n).toBeUndefined();
  });

  test("pickers with defaultCurrent start at the user's own organisation, department, position, roles and self", () => {
    const picker = (vModel: string, jnpfKey: string, extra: Record<string, unknown> = {}) => ({
      __vModel__: vModel,
      __config__: { jnpfKey, defaultCurrent: true },
      ...extra,
    });
    const { form } = setup({
      fields: [
        picker('org', 'organizeSelect'),
        picker('orgs', 'organizeSelect', { multiple: true }),
        picker('dep', 'depSelect'),
        picker('pos', 'posSelect', { multiple: true }),
        picker('user', 'userSelect'),
        picker('users', 'usersSelect', { multiple: true }),
        picker('role', 'roleSelect'),
        picker('roles', 'roleSelect', { multiple: true }),
        picker('group', 'groupSelect'),
        { __vModel__: 'plain', __config__: { jnpfKey: 'userSelect' } },
      ],
    });
    expect(form.values).toMatchObject({
      org: ['org-0', 'org-1'],
      orgs: [['org-0', 'org-1']],
      dep: 'dep-1',
      pos: ['pos-1'],
      user: 'u-1',
      users: ['u-1--user'],
      role: 'role-1',
      roles: ['role-1', 'role-2'],
    });
    // a user in no group leaves the group picker as it was; a field without the switch stays empty
    expect([undefined, null, '']).toContain(form.values.group);
    expect([undefined, null, '']).toContain(form.values.plain);
  });
});
