import { REVEAL_EVENT, revealFirstError } from './revealFirstError';

function formDom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.appendChild(root);
  return root;
}

describe('revealFirstError', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  test('toasts once, tells the panes around the first bad field, focuses its input', async () => {
    const root = formDom(`
      <div class="ant-formily-item"><input id="ok" /></div>
      <div class="pane"><div class="ant-formily-item ant-formily-item-error"><input id="first" /></div></div>
      <div class="ant-formily-item ant-formily-item-error"><input id="second" /></div>`);
    const toasts: string[] = [];
    const reached: string[] = [];
    root.querySelector('.pane')!.addEventListener(REVEAL_EVENT, (e) => reached.push((e.target as Element).className));
    await revealFirstError(root, (text) => toasts.push(text));
    expect(toasts).toEqual(['请检查表单']);
    expect(reached).toEqual(['ant-formily-item ant-formily-item-error']);
    expect(document.activeElement?.id).toBe('first');
  });

  test('a child table in error is left to focus its own cell', async () => {
    const root = formDom(`
      <div class="ant-formily-item ant-formily-item-error" data-jnpf-key="table"><input id="cell" /></div>
      <div class="ant-formily-item ant-formily-item-error"><input id="after" /></div>`);
    const item = await revealFirstError(root, () => undefined);
    expect(item?.getAttribute('data-jnpf-key')).toBe('table');
    expect(document.activeElement).toBe(document.body);
  });

  test('a select focuses through its read-only search input', async () => {
    const root = formDom(
      '<div class="ant-formily-item ant-formily-item-error"><input id="search" readonly unselectable="on" /></div>',
    );
    await revealFirstError(root, () => undefined);
    expect(document.activeElement?.id).toBe('search');
  });

  test('no field in error: only the toast', async () => {
    const root = formDom('<div class="ant-formily-item"><input /></div>');
    const toasts: string[] = [];
    expect(await revealFirstError(root, (text) => toasts.push(text))).toBeNull();
    expect(toasts).toHaveLength(1);
  });
});
