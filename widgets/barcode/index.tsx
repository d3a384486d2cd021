import { useEffect, useRef, useState } from 'react';
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
}

/** A barcode is drawn only when its text is letters and digits only. */
export function isBarcodeText(text: string): boolean {
  return /^[A-Za-z0-9]+$/.test(text);
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
  ...source
}: JnpfBarcodeProps) {
  useEngineLanguage();
  const text = useSourceText(source);
  const svgRef = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const drawable = text !== '' && isBarcodeText(text);

  useEffect(() => {
    if (!drawable) return;
    let cancelled = false;
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (cancelled || !svgRef.current) return;
        JsBarcode(svgRef.current, text, { format, lineColor, background, width, height, margin, displayValue: false });
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
  }, [drawable, text, format, lineColor, background, width, height, margin]);

  if (!text) return <CodePlaceholder text={formatMessage(codeMessages.emptyBarcode)} height={height} />;
  if (!drawable) return <CodePlaceholder text={formatMessage(codeMessages.barcodeCharset)} height={height} />;
  if (failed === text) return <CodePlaceholder text={formatMessage(codeMessages.barcodeFormat)} height={height} />;
  return (
    <div className="jnpf-barcode" style={{ width: '100%', overflow: 'hidden', minHeight: 40 }}>
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
