import { useRef, useState, type ChangeEvent } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import type { UploadedFile } from '../../engine-core/uploadServices';
import {
  ImageViewer,
  imageItemOf,
  notify,
  pickFiles,
  storedFiles,
  uploadMessages,
  uploadParams,
  type StoredFile,
  type UploadFieldProps,
} from '../shared/upload';
import { CARD_SIZE, ImageCards, cardStyle } from './ImageCards';
import { useImageUploads } from './useImageUploads';

/** The storage type of images, as uploads and downloads name it. */
export const IMAGE_TYPE = 'annexpic';

export function ViewImagesLink({ onClick }: { onClick: () => void }) {
  return (
    <a
      href="#"
      className="jnpf-upload-img-view"
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
    >
      {formatMessage(uploadMessages.viewImages)}
    </a>
  );
}

/**
 * uploadImg: thumbnails of the stored images and a card to add more (image/* only, under the size and limit),
 * each uploaded in one request; 查看图片 and a click on a thumbnail open the viewer.
 */
export function JnpfUploadImg(props: UploadFieldProps) {
  useEngineLanguage();
  const services = useEngineServices();
  const input = useRef<HTMLInputElement>(null);
  const images = storedFiles(props.value);
  const valueRef = useRef<StoredFile[]>(images);
  valueRef.current = images;
  const [viewing, setViewing] = useState<number | null>(null);
  const editable = !props.disabled && !props.readOnly;

  const change = (next: StoredFile[]) => {
    valueRef.current = next;
    props.onChange?.(next);
  };
  const onStored = (stored: UploadedFile) => change([...valueRef.current, imageItemOf(stored)]);
  const { pending, start } = useImageUploads(services.uploads, onStored);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const rules = { kind: 'image' as const, fileSize: props.fileSize, sizeUnit: props.sizeUnit, limit: props.limit };
    const { accepted, refusals } = await pickFiles(chosen, rules, valueRef.current.length + pending.length);
    refusals.forEach((message) => notify(services, message, 'error'));
    accepted.forEach((file) => start(file, uploadParams(props, IMAGE_TYPE)));
  };

  return (
    <div className="jnpf-upload-img" data-testid="upload-img-field">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <ImageCards
          images={images}
          pending={pending}
          href={services.uploads.fileHref}
          onView={setViewing}
          onRemove={editable ? (index) => change(images.filter((_, i) => i !== index)) : undefined}
        />
        {editable && (
          <button
            type="button"
            aria-label={formatMessage(uploadMessages.addImage)}
            style={{
              ...cardStyle,
              borderStyle: 'dashed',
              cursor: 'pointer',
              flexDirection: 'column',
              color: '#8c8c8c',
            }}
            onClick={() => input.current?.click()}
          >
            <PlusOutlined style={{ fontSize: 20 }} />
            <span style={{ fontSize: 12, marginTop: 4, maxWidth: CARD_SIZE - 8 }}>
              {formatMessage(uploadMessages.addImage)}
            </span>
          </button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        disabled={!editable}
        multiple={Number(props.limit) !== 1}
        accept="image/*"
        data-testid="upload-img-input"
        onChange={(event) => void onFiles(event)}
      />
      {props.tipText && <div style={{ color: '#8c8c8c', fontSize: 12, marginTop: 4 }}>{props.tipText}</div>}
      {images.length > 0 && <ViewImagesLink onClick={() => setViewing(0)} />}
      <ImageViewer
        images={images.map((image) => ({ src: services.uploads.fileHref(image.url ?? ''), alt: image.name }))}
        open={viewing !== null}
        start={viewing ?? 0}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
