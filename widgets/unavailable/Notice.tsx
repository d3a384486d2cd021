import { ExclamationCircleOutlined } from '@ant-design/icons';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { unavailableMessages } from './messages';
import { valueSummary } from './valueSummary';

/** The in-place notice of a widget that cannot be used (yet): what it is, and the value it keeps. */
export function Notice({ text, value, tone }: { text: string; value?: unknown; tone: 'pending' | 'unknown' }) {
  useEngineLanguage();
  const kept = valueSummary(value);
  const colour = tone === 'unknown' ? '#cf1322' : '#d46b08';
  return (
    <div
      className={`jnpf-unavailable jnpf-unavailable-${tone}`}
      role="note"
      style={{
        width: '100%',
        padding: '4px 11px',
        border: `1px dashed ${colour}`,
        borderRadius: 6,
        background: tone === 'unknown' ? '#fff1f0' : '#fff7e6',
        lineHeight: '22px',
      }}
    >
      <div style={{ color: colour }}>
        <ExclamationCircleOutlined style={{ marginRight: 6 }} />
        {text}
      </div>
      {kept ? (
        <div className="jnpf-unavailable-value" style={{ color: 'rgba(0, 0, 0, 0.65)', wordBreak: 'break-all' }}>
          {formatMessage(unavailableMessages.kept, { value: kept })}
        </div>
      ) : null}
    </div>
  );
}
