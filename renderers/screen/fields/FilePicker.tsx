import { Button, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { defineMessages, formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { useEngineServices } from '../../../engine-core/services';
import { acceptsFile } from './acceptsFile';

/** Words of the import dialog's file field (导入). */
export const filePickerMessages = defineMessages({
  choose: { zh: '选择文件', zhtw: '選擇文件', en: 'Choose a file' },
  wrongType: { zh: '请选择{accept}类型的文件', zhtw: '請選擇{accept}類型的文件', en: 'Please choose a {accept} file' },
  confirmRemove: { zh: '确定移除 {name}？', zhtw: '確定移除 {name}？', en: 'Remove {name}?' },
  tipTitle: { zh: '提示', zhtw: '提示', en: 'Notice' },
});

export interface FilePickerProps {
  /** the chosen file; it is sent with the form (a multipart API), never uploaded on its own */
  value?: File | null;
  onChange?(file: File | null): void;
  /** accepted extensions, comma separated (`.bdd`); any file when empty */
  accept?: string;
  disabled?: boolean;
  readOnly?: boolean;
  buttonText?: string;
}

/**
 * One file chosen locally for a form, e.g. a configuration file to import: a wrong extension is refused with
 * 请选择{accept}类型的文件, a new choice replaces the old one, removal asks 确定移除 {name}？ first.
 */
export function FilePicker({ value, onChange, accept = '', disabled, readOnly, buttonText }: FilePickerProps) {
  useEngineLanguage();
  const services = useEngineServices();
  const fileList: UploadFile[] = value
    ? [{ uid: 'chosen', name: value.name, size: value.size, status: 'done', originFileObj: value as never }]
    : [];
  return (
    <Upload
      accept={accept || undefined}
      maxCount={1}
      fileList={fileList}
      disabled={disabled || readOnly}
      beforeUpload={(file) => {
        if (!acceptsFile(file.name, accept)) {
          services.toast(formatMessage(filePickerMessages.wrongType, { accept }), 'error', 1.5);
          return Upload.LIST_IGNORE;
        }
        onChange?.(file);
        return false; // kept locally: the form's submit sends it
      }}
      onRemove={async (file) => {
        const yes = await services.confirm({
          title: formatMessage(filePickerMessages.tipTitle),
          content: formatMessage(filePickerMessages.confirmRemove, { name: file.name }),
        });
        if (yes) onChange?.(null);
        return false; // the list follows `value`
      }}
    >
      {!readOnly && (
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {buttonText ?? formatMessage(filePickerMessages.choose)}
        </Button>
      )}
    </Upload>
  );
}
