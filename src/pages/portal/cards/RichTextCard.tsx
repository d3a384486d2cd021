import { EditorPreview } from '../../../../widgets';
import type { CardProps } from './types';

/** `richText`: administrator-written HTML, shown through the shared sanitising preview. */
export default function RichTextCard({ card }: CardProps) {
  return <EditorPreview value={String(card.settings.html ?? '')} />;
}
