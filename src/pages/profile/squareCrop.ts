/**
 * The geometry of the avatar crop: an image covers a square viewport, zoomed and panned; the part inside the
 * viewport becomes the avatar.
 */
export interface CropState {
  /** image pixels → viewport pixels */
  scale: number;
  /** where the image's top-left corner sits in the viewport (≤ 0) */
  x: number;
  y: number;
}

/** The scale at which the image's shorter side just fills the viewport. */
export function coverScale(width: number, height: number, viewport: number): number {
  return viewport / Math.min(width, height);
}

/** Keeps the viewport covered: the image may not be dragged past its edges. */
export function clampCrop(state: CropState, width: number, height: number, viewport: number): CropState {
  const clamp = (value: number, size: number) => Math.min(0, Math.max(viewport - size * state.scale, value));
  return { scale: state.scale, x: clamp(state.x, width), y: clamp(state.y, height) };
}

/** Zoom about the viewport's centre (zoom 1 = cover). */
export function zoomCrop(state: CropState, zoom: number, width: number, height: number, viewport: number): CropState {
  const scale = coverScale(width, height, viewport) * zoom;
  const centre = viewport / 2;
  const ix = (centre - state.x) / state.scale;
  const iy = (centre - state.y) / state.scale;
  return clampCrop({ scale, x: centre - ix * scale, y: centre - iy * scale }, width, height, viewport);
}

/** The centred crop at zoom 1. */
export function initialCrop(width: number, height: number, viewport: number): CropState {
  const scale = coverScale(width, height, viewport);
  return { scale, x: (viewport - width * scale) / 2, y: (viewport - height * scale) / 2 };
}

/** The source square in image pixels: what the viewport shows. */
export function sourceSquare(state: CropState, viewport: number): { sx: number; sy: number; size: number } {
  return {
    sx: Math.max(0, -state.x / state.scale),
    sy: Math.max(0, -state.y / state.scale),
    size: viewport / state.scale,
  };
}

/** Draws the crop into a square PNG of `output` pixels. */
export function cropToBlob(image: HTMLImageElement, state: CropState, viewport: number, output = 256): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = output;
  canvas.height = output;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d canvas'));
  const { sx, sy, size } = sourceSquare(state, viewport);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, sx, sy, size, size, 0, 0, output, output);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the crop could not be encoded'))), 'image/png'),
  );
}
