import { useEffect, useState } from 'react';
import { Image } from 'antd';

/** Over every dialog and drawer of the form. */
export const IMAGE_VIEWER_Z_INDEX = 10000;

export interface ViewerImage {
  src: string;
  alt?: string;
}

/**
 * The image viewer of the upload widgets and the document preview: zoom, rotate, flip, previous/next over a
 * group of images. It renders nothing until opened.
 */
export function ImageViewer({
  images,
  open,
  start = 0,
  onClose,
}: {
  images: ViewerImage[];
  open: boolean;
  start?: number;
  onClose: () => void;
}) {
  const [current, setCurrent] = useState(start);
  useEffect(() => {
    if (open) setCurrent(start);
  }, [open, start]);
  if (images.length === 0) return null;
  return (
    <Image.PreviewGroup
      items={images.map((image) => ({ src: image.src, alt: image.alt }))}
      preview={{
        visible: open,
        current,
        zIndex: IMAGE_VIEWER_Z_INDEX,
        onChange: (index) => setCurrent(index),
        onVisibleChange: (visible) => {
          if (!visible) onClose();
        },
      }}
    />
  );
}
