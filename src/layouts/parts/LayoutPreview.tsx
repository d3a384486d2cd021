import type { LayoutType } from '../../store/settings';

/** A small picture of each layout for the settings drawer (sidebar, top bar and content blocks). */
export default function LayoutPreview({ layout, dark }: { layout: LayoutType; dark: boolean }) {
  const side = dark ? '#1f2d3d' : '#d9dde4';
  const top = '#c7ccd6';
  const content = '#eef0f4';
  return (
    <svg width="96" height="60" viewBox="0 0 96 60" aria-hidden="true">
      <rect width="96" height="60" rx="3" fill={content} />
      {layout === 'classic' && (
        <>
          <rect width="22" height="60" fill={side} />
          <rect x="22" width="74" height="9" fill={top} />
        </>
      )}
      {layout === 'functional' && <rect width="96" height="11" fill={side} />}
      {layout === 'plain' && (
        <>
          <rect width="96" height="9" fill={top} />
          <rect y="9" width="9" height="51" fill={side} />
        </>
      )}
      {layout === 'blend' && (
        <>
          <rect width="96" height="10" fill={side} />
          <rect y="10" width="20" height="50" fill={top} />
        </>
      )}
    </svg>
  );
}
