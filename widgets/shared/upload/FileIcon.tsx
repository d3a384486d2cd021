import {
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  PlaySquareOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { previewKindOf, type PreviewKind } from './fileTypes';

const icons: Record<PreviewKind, { Icon: typeof FileOutlined; color: string }> = {
  image: { Icon: FileImageOutlined, color: '#13c2c2' },
  pdf: { Icon: FilePdfOutlined, color: '#f5222d' },
  text: { Icon: FileTextOutlined, color: '#8c8c8c' },
  word: { Icon: FileWordOutlined, color: '#2f54eb' },
  excel: { Icon: FileExcelOutlined, color: '#52c41a' },
  slides: { Icon: FilePptOutlined, color: '#fa8c16' },
  archive: { Icon: FileZipOutlined, color: '#722ed1' },
  video: { Icon: PlaySquareOutlined, color: '#eb2f96' },
  audio: { Icon: SoundOutlined, color: '#faad14' },
  other: { Icon: FileOutlined, color: '#8c8c8c' },
};

/** The icon of a file by its extension (word, excel, pdf…). */
export function FileIcon({ extension, style }: { extension: string; style?: CSSProperties }) {
  const kind = previewKindOf(extension);
  const { Icon, color } = icons[kind];
  return <Icon data-file-kind={kind} style={{ color, ...style }} />;
}
