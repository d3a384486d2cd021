import { useEffect, useRef, useState, type RefObject } from 'react';
import { observer } from '@formily/reactive-react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { useSourceText, type SourceTextProps } from '../qrcode/sourceText';
import { CodePlaceholder } from '../qrcode/CodePlaceholder';
import { codeMessages } from '../qrcode/messages';

export interface JnpfBarcodeProps extends SourceTextProps {
  /** JsBarcode format name, default code128 */
  format?: string;
  lineColor?: string;
  background?: string;
  /** bar width in px, default 4 */
  width?: number;
  /** bar height in px, default 40 */
  height?: number;
  margin?: number;
  /** the text under the bars */
  displayValue?: boolean;
}

/** A barcode is drawn only when its text is letters and digits only. */
export function isBarcodeText(text: string): boolean {
  return /^[A-Za-z0-9]+$/.test(text);
}

/**
 * jsbarcode sizes the svg in pixels (bar width × modules): wider than a narrow column, it would be clipped. The
 * drawn size becomes the viewBox and the svg scales down to its column (never up past its drawn size), bars and
 * text together.
 */
function fitToColumn(svg: SVGSVGElement) {
  const width = parseFloat(svg.getAttribute('width') ?? '');
  const height = parseFloat(svg.getAttribute('height') ?? '');
  if (!(width > 0 && height > 0)) return;
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('preserveAspectRatio', 'xMinYMid meet');
  svg.removeAttribute('height');
  svg.setAttribute('width', '100%');
  svg.style.maxWidth = `${width}px`;
  svg.style.height = 'auto';
  svg.style.display = 'block';
}

/** The column's width, followed as it changes (a dialog opening, a window resized); 0 while unknown. */
function useColumnWidth(ref: RefObject<HTMLElement | null>): number {
  const [columnWidth, setColumnWidth] = useState(0);
  // no dependency list: the column exists only once the text is drawable, so the observer is attached after renders
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setColumnWidth(Math.floor(element.clientWidth)));
    observer.observe(element);
    return () => observer.disconnect();
  });
  return columnWidth;
}

/**
 * The bar width to draw with: the designer's, or the widest whole pixel count that fits the column, so a narrow
 * column gets thinner bars at full height and readable text rather than a shrunken picture.
 */
export function barWidthFor(drawnWidth: number, barWidth: number, columnWidth: number): number {
  if (!columnWidth || drawnWidth <= columnWidth) return barWidth;
  return Math.max(1, Math.floor((barWidth * columnWidth) / drawnWidth));
}

/**
 * `barcode` (条形码): fixed text or another field's live value. jsbarcode is loaded on first draw, so it
 * stays out of the first bundle. A text the format cannot encode (say EAN-13 with 5 digits) → placeholder.
 */
export const JnpfBarcode = observer(function JnpfBarcode({
  format = 'code128',
  lineColor = '#000',
  background = '#fff',
  width = 4,
  height = 40,
  margin = 5,
  displayValue = false,
  ...source
}: JnpfBarcodeProps) {
  useEngineLanguage();
  const text = useSourceText(source);
  const svgRef = useRef<SVGSVGElement>(null);
  const columnRef = useRef<HTMLDivElement>(null);
  const columnWidth = useColumnWidth(columnRef);
  const [failed, setFailed] = useState<string | null>(null);
  const drawable = text !== '' && isBarcodeText(text);

  useEffect(() => {
    if (!drawable) return;
    let cancelled = false;
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (cancelled || !svgRef.current) return;
        const svg = svgRef.current;
        const draw = (barWidth: number) =>
          JsBarcode(svg, text, {
            format,
            lineColor,
            background,
            width: barWidth,
            height,
            margin,
            displayValue,
            fontSize: 14,
          });
        draw(width);
        const fitting = barWidthFor(parseFloat(svg.getAttribute('width') ?? ''), width, columnWidth);
        if (fitting !== width) draw(fitting);
        fitToColumn(svg);
        setFailed(null);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn(`barcode: cannot draw "${text}" as ${format}`, error);
        setFailed(text);
      });
    return () => {
      cancelled = true;
    };
  }, [drawable, text, format, lineColor, background, width, height, margin, displayValue, columnWidth]);

  if (!text) return <CodePlaceholder text={formatMessage(codeMessages.emptyBarcode)} height={height} />;
  if (!drawable) return <CodePlaceholder text={formatMessage(codeMessages.barcodeCharset)} height={height} />;
  if (failed === text) return <CodePlaceholder text={formatMessage(codeMessages.barcodeFormat)} height={height} />;
  return (
    <div ref={columnRef} className="jnpf-barcode" style={{ width: '100%', minHeight: 40 }}>
      <svg ref={svgRef} role="img" aria-label={text} />
    </div>
  );
});

const entry: WidgetEntry = {
  key: 'barcode',
  component: JnpfBarcode,
  readPretty: JnpfBarcode,
  defaultValue: undefined,
  emptyValue: undefined,
  allowedInTable: false,
  lazy: true,
  valueType: 'void',
  category: 'display',
  sample: { props: { dataType: 'static', staticText: '10241024' } },
};

export default entry;
