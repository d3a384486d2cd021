import { forwardRef, useEffect, useImperativeHandle, useRef, type PointerEvent, type RefObject } from 'react';

type Point = { x: number; y: number };

export interface DrawingPadHandle {
  clear(): void;
  /** takes back the last stroke */
  undo(): void;
  isEmpty(): boolean;
  /** the drawing as a PNG (transparent background), at the screen's pixel density */
  toPng(): Promise<Blob>;
}

export interface DrawingPadProps {
  width?: number;
  height?: number;
  penColor?: string;
  label?: string;
  /** called when strokes are added or taken back (the dialog enables 撤销 / 清空) */
  onChange?(strokes: number): void;
}

const LINE_WIDTH = 2.5;

function paint(canvas: HTMLCanvasElement | null, strokes: Point[][], penColor: string, scale: number): void {
  const ctx = canvas?.getContext('2d');
  if (!canvas || !ctx) return;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.lineWidth = LINE_WIDTH;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = penColor;
  ctx.fillStyle = penColor;
  for (const stroke of strokes) drawStroke(ctx, stroke);
}

function drawStroke(ctx: CanvasRenderingContext2D, stroke: Point[]): void {
  const [first, ...rest] = stroke;
  if (!first) return;
  ctx.beginPath();
  if (rest.length === 0) {
    // a tap leaves a dot, as a pen would
    ctx.arc(first.x, first.y, LINE_WIDTH / 2, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  ctx.moveTo(first.x, first.y);
  for (const p of rest) ctx.lineTo(p.x, p.y);
  ctx.stroke();
}

const INK_MARGIN = 10;

/**
 * The drawn part of the pad with a small margin: a signature is shown in a field-sized box, where the empty
 * rest of a 560×300 pad would only shrink it. Without a 2D context (no canvas support) the whole pad is kept.
 */
function cropToInk(
  canvas: HTMLCanvasElement,
  strokes: Point[][],
  size: { width: number; height: number },
  scale: number,
): HTMLCanvasElement {
  const points = strokes.flat();
  if (points.length === 0) return canvas;
  const left = Math.max(0, Math.min(...points.map((p) => p.x)) - INK_MARGIN);
  const top = Math.max(0, Math.min(...points.map((p) => p.y)) - INK_MARGIN);
  const right = Math.min(size.width, Math.max(...points.map((p) => p.x)) + INK_MARGIN);
  const bottom = Math.min(size.height, Math.max(...points.map((p) => p.y)) + INK_MARGIN);
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.round((right - left) * scale));
  out.height = Math.max(1, Math.round((bottom - top) * scale));
  const ctx = out.getContext('2d');
  if (!ctx) return canvas;
  ctx.drawImage(canvas, left * scale, top * scale, out.width, out.height, 0, 0, out.width, out.height);
  return out;
}

interface StrokeOptions {
  width: number;
  height: number;
  penColor: string;
  onChange?(strokes: number): void;
}

/** The strokes as point lists (what 撤销 needs: a redraw without the last one) and the pointer handlers. */
function useStrokes(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  { width, height, penColor, onChange }: StrokeOptions,
) {
  const strokes = useRef<Point[][]>([]);
  const current = useRef<Point[] | null>(null);
  const scale = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;

  const redraw = () => paint(canvasRef.current, strokes.current, penColor, scale);
  const set = (next: Point[][]) => {
    strokes.current = next;
    redraw();
    onChange?.(next.length);
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    redraw();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- repaint only when the size or density changes
  }, [width, height, scale]);

  const pointOf = (e: PointerEvent<HTMLCanvasElement>): Point => {
    const rect = e.currentTarget.getBoundingClientRect();
    // the canvas may be shrunk by max-width on a narrow screen: map back to drawing units
    const sx = rect.width > 0 ? width / rect.width : 1;
    const sy = rect.height > 0 ? height / rect.height : 1;
    return { x: (e.clientX - rect.left) * sx, y: (e.clientY - rect.top) * sy };
  };

  const handlers = {
    onPointerDown(e: PointerEvent<HTMLCanvasElement>) {
      if (e.button > 0) return;
      e.currentTarget.setPointerCapture?.(e.pointerId);
      current.current = [pointOf(e)];
      set([...strokes.current, current.current]);
    },
    onPointerMove(e: PointerEvent<HTMLCanvasElement>) {
      if (!current.current) return;
      current.current.push(pointOf(e));
      redraw();
    },
    onPointerUp: () => void (current.current = null),
    onPointerCancel: () => void (current.current = null),
    onLostPointerCapture: () => void (current.current = null),
  };
  const take = (next: Point[][]) => {
    current.current = null;
    set(next);
  };
  return { strokes, redraw, handlers, take, scale };
}

/**
 * The hand-drawn signature pad: a plain <canvas> driven by pointer events, so mouse, pen and touch draw alike
 * (touch-action none keeps a finger from scrolling the page). Kept as point lists, strokes can be taken back
 * one by one; no library is needed for that. The backing store follows devicePixelRatio so lines stay sharp.
 */
export const DrawingPad = forwardRef<DrawingPadHandle, DrawingPadProps>(function DrawingPad(
  { width = 560, height = 300, penColor = '#1f1f1f', label, onChange },
  ref,
) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { strokes, redraw, handlers, take, scale } = useStrokes(canvasRef, { width, height, penColor, onChange });

  useImperativeHandle(ref, () => ({
    clear: () => take([]),
    undo: () => take(strokes.current.slice(0, -1)),
    isEmpty: () => strokes.current.length === 0,
    toPng: () =>
      new Promise<Blob>((resolve, reject) => {
        const canvas = canvasRef.current;
        if (!canvas) return reject(new Error('no signature pad'));
        redraw();
        const image = cropToInk(canvas, strokes.current, { width, height }, scale);
        image.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the pad gave no image'))), 'image/png');
      }),
  }));

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-testid="sign-pad"
      style={{
        display: 'block',
        width,
        height,
        maxWidth: '100%',
        border: '1px dashed #c0c4cc',
        borderRadius: 4,
        touchAction: 'none',
        background: '#fff',
        cursor: 'crosshair',
      }}
      {...handlers}
    />
  );
});
