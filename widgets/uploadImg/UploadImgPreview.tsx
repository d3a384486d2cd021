import { useState } from 'react';
import { useEngineLanguage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import { PreviewText } from '../shared/PreviewText';
import { ImageViewer, storedFiles } from '../shared/upload';
import { ImageCards } from './ImageCards';
import { ViewImagesLink } from './UploadImgField';

/** The read-only twin of uploadImg: the thumbnails and 查看图片, opening the viewer. */
export function UploadImgPreview({ value }: { value?: unknown }) {
  useEngineLanguage();
  const services = useEngineServices();
  const images = storedFiles(value);
  const [viewing, setViewing] = useState<number | null>(null);
  if (images.length === 0) return <PreviewText value={[]} />;
  return (
    <div className="jnpf-upload-img-preview">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <ImageCards images={images} href={services.uploads.fileHref} onView={setViewing} />
      </div>
      <ViewImagesLink onClick={() => setViewing(0)} />
      <ImageViewer
        images={images.map((image) => ({ src: services.uploads.fileHref(image.url ?? ''), alt: image.name }))}
        open={viewing !== null}
        start={viewing ?? 0}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
