import type { CSSProperties } from 'react';

/** Read by screen readers (and by text-based checks), not drawn: the image says it visually. */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export interface SignImageProps {
  src: string;
  /** what the image is (已签名, 已签章): spoken instead of the picture */
  label: string;
  height?: number;
}

/** A signature or seal image as the field, its read-only twin, the detail viewer and print show it. */
export function SignImage({ src, label, height = 80 }: SignImageProps) {
  return (
    <span className="jnpf-sign-image" style={{ position: 'relative', display: 'inline-block', lineHeight: 0 }}>
      <img
        src={src}
        alt=""
        data-testid="sign-image"
        style={{ height, maxWidth: '100%', objectFit: 'contain', verticalAlign: 'middle' }}
      />
      <span style={visuallyHidden}>{label}</span>
    </span>
  );
}
