import { Component, useMemo, useState, type ReactNode } from 'react';
import { Alert, App, Space, Switch, Typography } from 'antd';
import { EngineServicesProvider, useEngineServices } from '../../../renderers';
import { dryRunApi, type HeldCall } from './dryRun';
import { useEditorTexts } from './texts';

/** A preview that throws while rendering shows why, instead of taking the editor down with it. */
export class PreviewBoundary extends Component<{ children: ReactNode; title: string }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    if (this.state.error)
      return (
        <Alert
          type="error"
          showIcon
          data-testid="preview-error"
          message={this.props.title}
          description={this.state.error}
        />
      );
    return this.props.children;
  }
}

/**
 * The live preview's frame: the edited (unsaved, valid) document rendered with the real engine against the real
 * server as the current user. 试运行 is on by default: reads are sent, writes are held back and listed here;
 * turning it off asks first, since the preview's buttons then change real data.
 */
export function PreviewPane({ children, renderKey }: { children: ReactNode; renderKey: number }) {
  const { modal } = App.useApp();
  const t = useEditorTexts();
  const services = useEngineServices();
  const [dryRun, setDryRun] = useState(true);
  const [held, setHeld] = useState<HeldCall[]>([]);
  const previewServices = useMemo(
    () =>
      dryRun ? { ...services, api: dryRunApi(services.api, (call) => setHeld((list) => [call, ...list])) } : services,
    [services, dryRun],
  );

  const toggle = (on: boolean) => {
    if (on) return setDryRun(true);
    modal.confirm({
      title: t.dryRunOffTitle,
      content: t.dryRunOffContent,
      okText: t.dryRunOffOk,
      cancelText: t.cancel,
      onOk: () => setDryRun(false),
    });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-region="screen-preview">
      <Space wrap>
        <Typography.Text strong>{t.preview}</Typography.Text>
        <Switch checked={dryRun} onChange={toggle} aria-label={t.dryRun} data-testid="dry-run-switch" />
        <Typography.Text type={dryRun ? 'secondary' : 'danger'}>{dryRun ? t.dryRunOn : t.dryRunOff}</Typography.Text>
      </Space>
      {held.length > 0 && (
        <Alert
          type="info"
          data-testid="held-calls"
          message={t.held(held.length)}
          description={held.slice(0, 5).map((call) => (
            <pre key={call.at + call.api} style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap' }}>
              {call.api} {JSON.stringify(call.args)}
            </pre>
          ))}
          closable
          onClose={() => setHeld([])}
        />
      )}
      <div
        data-testid="screen-preview"
        style={{ border: '1px dashed #d9d9d9', borderRadius: 6, padding: 8, overflow: 'auto', maxHeight: 640 }}
      >
        <EngineServicesProvider value={previewServices}>
          <PreviewBoundary key={renderKey} title={t.previewError}>
            {children}
          </PreviewBoundary>
        </EngineServicesProvider>
      </div>
    </Space>
  );
}
