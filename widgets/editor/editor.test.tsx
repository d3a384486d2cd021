import { act, render, screen, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import editor from '.';
import { EditorPreview } from './EditorPreview';
import { uploadImageConfig } from './uploadImageConfig';
import { missingUploadServices } from '../../engine-core/uploadServices';

const SchemaField = createSchemaField({ components: { editor: editor.component } });

function renderEditor(value: unknown, pattern: 'editable' | 'disabled' = 'editable') {
  const form = createForm({ values: { body: value }, pattern });
  render(
    <FormProvider form={form}>
      <SchemaField
        schema={{
          type: 'object',
          properties: {
            body: { type: 'string', 'x-component': 'editor', 'x-component-props': { placeholder: '请输入' } },
          },
        }}
      />
    </FormProvider>,
  );
  return form;
}

const editable = () => document.querySelector('[data-slate-editor]') as HTMLElement | null;

describe('editor', () => {
  it('loads wangEditor on demand and shows the field value', async () => {
    const form = renderEditor('<p>会员章程</p>');
    expect(screen.getByText('编辑器加载中…')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(editable()?.textContent).toContain('会员章程'), { timeout: 5000 });
    await waitFor(() => expect(document.querySelector('.w-e-toolbar')).not.toBeNull());
    expect(String(editable()?.contentEditable)).toBe('true');
    expect(
      (document.querySelector('.jnpf-editor .w-e-text-container')?.parentElement as HTMLElement).style.height,
    ).toBe('400px');
    await act(async () => form.setValuesIn('body', '<p>修订版</p>'));
    await waitFor(() => expect(editable()?.textContent).toContain('修订版'));
  });

  it('offers font sizes from 12 to 72 px in its toolbar', async () => {
    renderEditor('<p>x</p>');
    await waitFor(() => expect(document.querySelector('.w-e-toolbar [data-menu-key="fontSize"]')).not.toBeNull(), {
      timeout: 5000,
    });
    const menu = document.querySelector('.w-e-toolbar [data-menu-key="fontSize"]') as HTMLElement;
    await act(async () => {
      (menu.querySelector('.title') ?? menu).dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      (menu.querySelector('.title') ?? menu).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    await waitFor(() => expect(document.querySelectorAll('.w-e-select-list li').length).toBeGreaterThan(0));
    const sizes = [...document.querySelectorAll('.w-e-select-list li')].map((li) => li.textContent?.trim());
    expect(sizes.slice(-2)).toEqual(['56px', '72px']);
    expect(sizes).toContain('12px');
  });

  it('is not editable when the form is disabled', async () => {
    renderEditor('<p>x</p>', 'disabled');
    await waitFor(() => expect(editable()).not.toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(String(editable()?.contentEditable)).toBe('false'));
  });

  it('keeps wangEditor out of the statically imported module (lazy chunk)', () => {
    const source = readFileSync(join(process.cwd(), 'widgets/editor/index.tsx'), 'utf8');
    expect(source).not.toMatch(/^import (?!type)[^;]*['"]@wangeditor/m);
    expect(source).not.toMatch(/^import (?!type)[^;]*['"]\.\/RichEditor['"]/m);
    expect(source).toMatch(/lazy\(\(\) => import\('\.\/RichEditor'\)\)/);
  });
});

describe('EditorPreview', () => {
  it('renders the HTML sanitised', () => {
    render(<EditorPreview value={'<p>正文<img src="x" onerror="alert(1)"><script>alert(2)</script></p>'} />);
    const box = document.querySelector('.jnpf-editor-preview') as HTMLElement;
    expect(box.textContent).toBe('正文');
    expect(box.innerHTML).not.toContain('onerror');
    expect(box.innerHTML).not.toContain('script');
    expect(box.querySelector('img')).not.toBeNull();
  });

  it.each([[''], [null], ['<p><br></p>']])('shows the empty look for %j', (value) => {
    render(<EditorPreview value={value} />);
    expect(document.querySelector('.jnpf-editor-preview')).toBeNull();
    expect(document.querySelector('.jnpf-preview-text')?.textContent).toBe('—');
  });
});

describe('image upload button', () => {
  const png = () => new File(['x'], 'a.png', { type: 'image/png' });

  it('refuses non-images with 请上传图片 and uploads nothing', async () => {
    const toast = vi.fn();
    const uploadImage = vi.fn();
    const insert = vi.fn();
    const config = uploadImageConfig({ toast, uploads: { ...missingUploadServices, uploadImage } });
    await config.customUpload(new File(['x'], 'a.txt', { type: 'text/plain' }), insert);
    expect(toast).toHaveBeenLastCalledWith('请上传图片', 'error');
    expect(uploadImage).not.toHaveBeenCalled();
    expect(insert).not.toHaveBeenCalled();
  });

  it('stores an image in annexpic and inserts it by its URL', async () => {
    const stored = {
      name: 'x.png',
      fileId: 'x.png',
      url: '/api/file/Image/annexpic/x.png',
      fileSize: 1,
      fileExtension: 'png',
    };
    const uploadImage = vi.fn(() => Promise.resolve(stored));
    const insert = vi.fn();
    const uploads = { ...missingUploadServices, uploadImage, fileHref: (url: string) => `/base${url}` };
    await uploadImageConfig({ toast: vi.fn(), uploads }).customUpload(png(), insert);
    expect(uploadImage).toHaveBeenCalledWith(expect.any(File), { type: 'annexpic' });
    expect(insert).toHaveBeenCalledWith(
      '/base/api/file/Image/annexpic/x.png',
      'a.png',
      '/base/api/file/Image/annexpic/x.png',
    );
  });

  it('a refused upload says 图片上传失败 with the server message and inserts nothing', async () => {
    const toast = vi.fn();
    const insert = vi.fn();
    const uploads = { ...missingUploadServices, uploadImage: () => Promise.reject(new Error('文件类型不允许')) };
    await uploadImageConfig({ toast, uploads }).customUpload(png(), insert);
    expect(toast).toHaveBeenLastCalledWith('图片上传失败：文件类型不允许', 'error');
    expect(insert).not.toHaveBeenCalled();
  });
});
