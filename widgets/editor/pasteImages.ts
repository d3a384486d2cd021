import type { IDomEditor, SlateElement } from '@wangeditor/editor';

type Insert = (url: string, alt: string, href: string) => void;
/** The 图片上传 button's upload (uploadImageConfig): stores the file, then inserts it by its server URL. */
type Upload = (file: File, insert: Insert) => Promise<void>;

/** An image node at the caret, as the image button inserts one. */
function insertImage(editor: IDomEditor, url: string, alt: string, href: string) {
  const node = { type: 'image', src: url, alt, href, style: {}, children: [{ text: '' }] };
  if (editor.selection) editor.restoreSelection();
  else editor.focus(true);
  editor.insertNode(node as unknown as SlateElement);
}

/** The URL the upload gives a file, or null when it was refused (the upload said why). */
function uploadedUrl(upload: Upload, file: File): Promise<string | null> {
  return new Promise((resolve) => {
    void upload(file, (url) => resolve(url)).finally(() => resolve(null));
  });
}

async function fileOfDataUrl(src: string, index: number): Promise<File | null> {
  const match = /^data:(image\/[\w.+-]+)[;,]/i.exec(src);
  if (!match) return null;
  const blob = await (await fetch(src)).blob();
  return new File([blob], `pasted-${index + 1}.${match[1].split('/')[1].replace('+xml', '')}`, { type: match[1] });
}

/** Pasted HTML whose images are data URLs: each is uploaded and its src replaced; a refused one is left out. */
async function uploadDataImages(html: string, upload: Upload): Promise<string> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const images = [...doc.querySelectorAll('img')].filter((img) => /^data:/i.test(img.getAttribute('src') ?? ''));
  for (const [i, img] of images.entries()) {
    const file = await fileOfDataUrl(img.getAttribute('src')!, i);
    const url = file ? await uploadedUrl(upload, file) : null;
    if (url) img.setAttribute('src', url);
    else img.remove();
  }
  return doc.body.innerHTML;
}

/**
 * The editor's paste (wangEditor `customPaste`; false means handled here). A pasted image file — a screenshot,
 * a copied picture — goes through the same upload as the 图片上传 button and is inserted by the server URL;
 * pasted HTML carrying images as data URLs gets them uploaded the same way. The document never holds a data URL.
 * Anything else is left to the editor.
 */
export function pasteImagesHandler(upload: Upload) {
  return (editor: IDomEditor, event: ClipboardEvent): boolean => {
    const data = event.clipboardData;
    if (!data) return true;
    const files = [...data.files].filter((f) => f.type.startsWith('image/'));
    const html = data.getData('text/html');
    if (files.length > 0 && !data.getData('text/plain')) {
      event.preventDefault();
      void (async () => {
        for (const file of files) await upload(file, (url, alt, href) => insertImage(editor, url, alt, href));
      })();
      return false;
    }
    if (html && /<img[^>]*\ssrc\s*=\s*["']?data:/i.test(html)) {
      event.preventDefault();
      void uploadDataImages(html, upload).then((clean) => {
        if (editor.selection) editor.restoreSelection();
        else editor.focus(true);
        editor.dangerouslyInsertHtml(clean);
      });
      return false;
    }
    return true;
  };
}
