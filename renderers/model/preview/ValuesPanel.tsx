import { Alert, Empty } from 'antd';
import type { FieldError } from '../../form/submitError';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { modelMessages } from '../messages';
import styles from './preview.module.css';

export type SubmitOutcome =
  | { kind: 'none' }
  | { kind: 'values'; values: Record<string, unknown> }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'cancelled' };

/** The side panel of the preview: the last submitted values as formatted JSON, or why there are none. */
export function ValuesPanel({ outcome }: { outcome: SubmitOutcome }) {
  useEngineLanguage();
  return (
    <div className={styles.values} data-testid="preview-values-panel">
      <div className={styles.panelTitle}>{formatMessage(modelMessages.values)}</div>
      {outcome.kind === 'none' ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={formatMessage(modelMessages.valuesEmpty)} />
      ) : outcome.kind === 'values' ? (
        <pre className={styles.json} data-testid="preview-values">
          {JSON.stringify(outcome.values, null, 2)}
        </pre>
      ) : outcome.kind === 'cancelled' ? (
        <Alert type="warning" showIcon message={formatMessage(modelMessages.cancelled)} />
      ) : (
        <Alert
          type="error"
          showIcon
          data-testid="preview-invalid"
          message={formatMessage(modelMessages.invalidForm)}
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {outcome.errors.map((e) => (
                <li key={e.path}>
                  <code>{e.path}</code> {e.messages.join('; ')}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
}
