import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Modal, Slider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { clampCrop, cropToBlob, initialCrop, zoomCrop, type CropState } from './squareCrop';

const VIEWPORT = 280;

interface Loaded {
  image: HTMLImageElement;
  width: number;
  height: number;
}

function useLoadedImage(file: File | null): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    setLoaded(null);
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => setLoaded({ image, width: image.naturalWidth, height: image.naturalHeight });
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return loaded;
}

/** The crop of a loaded picture: centred at zoom 1, dragged by the pointer, zoomed about the centre. */
function useCrop(loaded: Loaded | null) {
  const [crop, setCrop] = useState<CropState | null>(null);
  const [zoom, setZoom] = useState(1);
  const drag = useRef<{ x: number; y: number; start: CropState } | null>(null);
  useEffect(() => {
    setZoom(1);
    setCrop(loaded ? initialCrop(loaded.width, loaded.height, VIEWPORT) : null);
  }, [loaded]);
  const handlers = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (!crop) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = { x: event.clientX, y: event.clientY, start: crop };
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (!drag.current || !loaded) return;
      const { x, y, start } = drag.current;
      const next = { ...start, x: start.x + event.clientX - x, y: start.y + event.clientY - y };
      setCrop(clampCrop(next, loaded.width, loaded.height, VIEWPORT));
    },
    onPointerUp: () => void (drag.current = null),
    onPointerCancel: () => void (drag.current = null),
  };
  const zoomTo = (value: number) => {
    setZoom(value);
    if (loaded && crop) setCrop(zoomCrop(crop, value, loaded.width, loaded.height, VIEWPORT));
  };
  return { crop, zoom, zoomTo, handlers };
}

function CropViewport({
  loaded,
  crop,
  handlers,
}: {
  loaded: Loaded | null;
  crop: CropState | null;
  handlers: ReturnType<typeof useCrop>['handlers'];
}) {
  return (
    <div
      data-testid="avatar-crop"
      style={{
        width: VIEWPORT,
        height: VIEWPORT,
        margin: '0 auto',
        position: 'relative',
        overflow: 'hidden',
        background: '#f0f0f0',
        cursor: 'move',
        touchAction: 'none',
      }}
      {...handlers}
    >
      {loaded && crop && (
        <img
          src={loaded.image.src}
          alt=""
          draggable={false}
          style={{
            position: 'absolute',
            left: crop.x,
            top: crop.y,
            width: loaded.width * crop.scale,
            height: loaded.height * crop.scale,
            maxWidth: 'none',
            userSelect: 'none',
          }}
        />
      )}
      {/* the round avatar shows the circle; the corners are dimmed */}
      <div
        style={{
          position: 'absolute',
          inset: 0,
          borderRadius: '50%',
          boxShadow: '0 0 0 9999px rgba(0,0,0,.35)',
          pointerEvents: 'none',
        }}
      />
    </div>
  );
}

/**
 * The avatar crop: the chosen picture covers a square, the user drags and zooms it, and the square is drawn into
 * a 256 × 256 PNG handed to onCropped (the dialog stays busy until it settles).
 */
export function AvatarCropDialog({
  file,
  onCancel,
  onCropped,
}: {
  file: File | null;
  onCancel: () => void;
  onCropped: (blob: Blob) => Promise<void>;
}) {
  const { t } = useTranslation();
  const loaded = useLoadedImage(file);
  const { crop, zoom, zoomTo, handlers } = useCrop(loaded);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!loaded || !crop) return;
    setBusy(true);
    try {
      await onCropped(await cropToBlob(loaded.image, crop, VIEWPORT));
    } catch (error) {
      console.warn('profile: the avatar was not changed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={!!file}
      title={t('profile.avatar.cropTitle')}
      width={400}
      onCancel={onCancel}
      // a drag that ends outside the picture must not close the dialog
      maskClosable={false}
      onOk={() => void confirm()}
      okButtonProps={{ disabled: !crop, loading: busy }}
      destroyOnHidden
    >
      <CropViewport loaded={loaded} crop={crop} handlers={handlers} />
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '12px auto 0', width: VIEWPORT }}>
        <span>{t('profile.avatar.zoom')}</span>
        <Slider style={{ flex: 1 }} min={1} max={4} step={0.01} value={zoom} disabled={!crop} onChange={zoomTo} />
      </div>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: '8px 0 0' }}>
        {t('profile.avatar.dragHint')}
      </Typography.Paragraph>
    </Modal>
  );
}
