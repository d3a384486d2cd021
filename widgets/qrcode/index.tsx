import { QRCodeSVG } from 'qrcode.react';
import { observer } from '@formily/reactive-react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { useSourceText, type SourceTextProps } from './sourceText';
import { CodePlaceholder } from './CodePlaceholder';
import { codeMessages } from './messages';

export interface JnpfQrcodeProps extends SourceTextProps {
  /** px, default 100 */
  width?: number;
  colorDark?: string;
  colorLight?: string;
  /** error correction, low by default (designer default) */
  level?: 'L' | 'M' | 'Q' | 'H';
}

/** `qrcode` (二维码): a QR code of fixed text or of another field's live value; empty text → a placeholder. */
export const JnpfQrcode = observer(function JnpfQrcode({
  width,
  colorDark = '#000',
  colorLight = '#fff',
  level = 'L',
  ...source
}: JnpfQrcodeProps) {
  useEngineLanguage();
  const text = useSourceText(source);
  const size = Number(width) || 100;
  if (!text) return <CodePlaceholder text={formatMessage(codeMessages.emptyQrcode)} width={size} height={size} />;
  return (
    <div className="jnpf-qrcode" style={{ lineHeight: 0 }}>
      <QRCodeSVG
        value={text}
        size={size}
        fgColor={colorDark}
        bgColor={colorLight}
        level={level}
        marginSize={1}
        title={text}
      />
    </div>
  );
});

const entry: WidgetEntry = {
  key: 'qrcode',
  component: JnpfQrcode,
  readPretty: JnpfQrcode,
  defaultValue: undefined,
  emptyValue: undefined,
  allowedInTable: false,
  lazy: false,
  valueType: 'void',
  category: 'display',
  sample: { props: { dataType: 'static', staticText: '二维码' }, display: '二维码' },
};

export default entry;
