import type { ReactNode } from 'react';
import { PreviewText } from '../shared/PreviewText';
import { maskText, type MaskConfig } from '../../engine-core/format/maskText';

export interface InputPreviewProps {
  value?: string | number | null;
  useMask?: boolean;
  maskConfig?: Partial<MaskConfig> | null;
  addonBefore?: ReactNode;
  addonAfter?: ReactNode;
}

/** The read-only twin of `input`: the text (masked when the model masks it) between its addons. */
export function InputPreview({ value, useMask, maskConfig, addonBefore, addonAfter }: InputPreviewProps) {
  const text = value === undefined || value === null ? '' : String(value);
  if (!text) return <PreviewText value="" />;
  return (
    <PreviewText>
      {addonBefore ? <span className="jnpf-preview-addon">{addonBefore}</span> : null}
      {useMask ? maskText(text, maskConfig) : text}
      {addonAfter ? <span className="jnpf-preview-addon">{addonAfter}</span> : null}
    </PreviewText>
  );
}
