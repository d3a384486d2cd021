import { useEffect, useMemo, useState } from 'react';
import { Editor, Toolbar } from '@wangeditor/editor-for-react';
import type { IDomEditor, IEditorConfig } from '@wangeditor/editor';
import { editorLanguage } from './editorLanguage';
import '@wangeditor/editor/dist/css/style.css';
import { useEngineLanguage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import { destroyEditor } from './destroyEditor';
import { pasteImagesHandler } from './pasteImages';
import { uploadImageConfig } from './uploadImageConfig';

/** The platform's editor offers 12–72 px (wangEditor's own list stops at 48 px). */
const FONT_SIZES = ['12px', '14px', '16px', '18px', '20px', '24px', '28px', '32px', '36px', '48px', '56px', '72px'];

/** Props of the editor field (designer names: placeholder, disabled; height in px, default 400). */
export interface RichEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  height?: number;
}

/**
 * The wangEditor field. This module (editor + its CSS, a few hundred KB) is only reached through React.lazy,
 * so forms without a rich-text field never download it.
 */
export default function RichEditor({ value, onChange, placeholder, disabled, readOnly, height }: RichEditorProps) {
  const language = useEngineLanguage();
  const services = useEngineServices();
  const [editor, setEditor] = useState<IDomEditor | null>(null);
  const inactive = Boolean(disabled || readOnly);

  const config = useMemo<Partial<IEditorConfig>>(() => {
    editorLanguage(language);
    const uploadImage = uploadImageConfig(services);
    return {
      placeholder,
      readOnly: inactive,
      // a pasted image is uploaded like the image button's (never kept as a data URL)
      customPaste: pasteImagesHandler(uploadImage.customUpload),
      MENU_CONF: { uploadImage, fontSize: { fontSizeList: FONT_SIZES } },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the config is read once, when the editor is created
  }, []);

  useEffect(() => {
    if (!editor) return;
    if (inactive) editor.disable();
    else editor.enable();
  }, [editor, inactive]);

  useEffect(
    () => () => {
      if (editor) destroyEditor(editor);
    },
    [editor],
  );

  return (
    <div className="jnpf-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6, width: '100%', zIndex: 1 }}>
      <Toolbar
        editor={editor}
        defaultConfig={{ excludeKeys: ['uploadVideo'] }}
        mode="default"
        style={{ borderBottom: '1px solid #d9d9d9' }}
      />
      <Editor
        defaultConfig={config}
        value={value ?? ''}
        onCreated={setEditor}
        onChange={(ed) => {
          const html = ed.isEmpty() ? '' : ed.getHtml();
          if (html !== (value ?? '')) onChange?.(html);
        }}
        mode="default"
        style={{ height: Number(height) || 400, overflowY: 'hidden' }}
      />
    </div>
  );
}
