/** The designer's props of uploadFile (and, without accept/buttonText, of uploadImg). */
export interface UploadFieldProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  readOnly?: boolean;
  /** extensions (.pdf) and groups (image/*), comma-separated; empty: any file */
  accept?: string;
  /** the size limit in sizeUnit (default 10 MB); 0: none */
  fileSize?: number | string;
  sizeUnit?: string;
  /** the most files the field holds; 0: no limit, 1: a new file replaces the old one */
  limit?: number | string;
  buttonText?: string;
  tipText?: string;
  pathType?: string;
  isAccount?: number | string;
  folder?: string;
}

/** The storage type of the widget's files, as uploads and downloads name it. */
export const FILE_TYPE = 'annex';

export function uploadParams(props: UploadFieldProps, type: string) {
  return {
    type,
    pathType: props.pathType || 'defaultPath',
    isAccount: Number(props.isAccount) === 1 ? 1 : 0,
    folder: props.folder || undefined,
  };
}
