import { forwardRef, useEffect, useImperativeHandle, useRef, type MutableRefObject, type PointerEvent } from 'react';

export interface SignaturePadHandle {
  clear(): void;
  isEmpty(): boolean;
  /** PNG data URL of the drawing (transparent background) */
  toDataURL(): string;
}

export interface SignaturePadProps {
  width?: number;
  height?: number;
  penColor?: string;
}

type CanvasPointer = PointerEvent<HTMLCanvasElement>;

/** Strokes follow the pointer while it is down; a tap leaves a dot. `empty` turns false at the first mark. */
function usePenStrokes(width: number, height: number, penColor: string, empty: MutableRefObject<boolean>) {
  const drawing = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);

  const point = (e: CanvasPointer) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) * width) / rect.width, y: ((e.clientY - rect.top) * height) / rect.height };
  };

  const onDown = (e: CanvasPointer) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drawing.current = true;
    last.current = point(e);
    const ctx = e.currentTarget.getContext('2d');
    // a tap leaves a dot, like a pen would
    if (ctx && last.current) {
      ctx.beginPath();
      ctx.arc(last.current.x, last.current.y, 1.2, 0, Math.PI * 2);
      ctx.fillStyle = penColor;
      ctx.fill();
      empty.current = false;
    }
  };
  const onMove = (e: CanvasPointer) => {
    if (!drawing.current || !last.current) return;
    const ctx = e.currentTarget.getContext('2d');
    const next = point(e);
    if (ctx) {
      ctx.beginPath();
      ctx.moveTo(last.current.x, last.current.y);
      ctx.lineTo(next.x, next.y);
      ctx.stroke();
      empty.current = false;
    }
    last.current = next;
  };
  const onUp = () => {
    drawing.current = false;
    last.current = null;
  };
  return { onDown, onMove, onUp };
}

/**
 * A hand-drawn signature pad on a plain <canvas> with pointer events (mouse, pen and touch alike), so no
 * signature library is needed. The canvas is scaled by devicePixelRatio so strokes stay sharp.
 */
const SignaturePad = forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad(
  { width = 560, height = 300, penColor = '#1f1f1f' },
  ref,
) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const empty = useRef(true);
  const { onDown, onMove, onUp } = usePenStrokes(width, height, penColor, empty);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = penColor;
  }, [width, height, penColor]);

  useImperativeHandle(ref, () => ({
    clear() {
      const canvas = canvasRef.current;
      canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
      empty.current = true;
    },
    isEmpty: () => empty.current,
    toDataURL: () => canvasRef.current?.toDataURL('image/png') ?? '',
  }));

  return (
    <canvas
      ref={canvasRef}
      style={{
        width,
        height,
        maxWidth: '100%',
        border: '1px dashed #c0c4cc',
        borderRadius: 4,
        touchAction: 'none',
        background: '#fff',
      }}
      onPointerDown={onDown}
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerLeave={onUp}
      onPointerCancel={onUp}
      data-testid="signature-pad"
    />
  );
});

export default SignaturePad;
