import { Component, useMemo, useState, type ReactNode } from 'react';
import { Alert, App, Space, Switch, Typography } from 'antd';
import { EngineServicesProvider, useEngineServices } from '../../../renderers';
import { dryRunApi, type HeldCall } from './dryRun';

/** A preview that throws while rendering shows why, instead of taking the editor down with it. */
export class PreviewBoundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    if (this.state.error)
      return (
        <Alert type="error" showIcon data-testid="preview-error" message="预览出错" description={this.state.error} />
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
      title: '关闭试运行？',
      content: '关闭后，预览中的新增、修改、删除等操作将真实写入服务器数据。',
      okText: '关闭试运行',
      cancelText: '取消',
      onOk: () => setDryRun(false),
    });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-region="screen-preview">
      <Space wrap>
        <Typography.Text strong>实时预览</Typography.Text>
        <Switch checked={dryRun} onChange={toggle} aria-label="试运行" data-testid="dry-run-switch" />
        <Typography.Text type={dryRun ? 'secondary' : 'danger'}>
          {dryRun ? '试运行：写操作不会发送' : '操作将真实执行'}
        </Typography.Text>
      </Space>
      {held.length > 0 && (
        <Alert
          type="info"
          data-testid="held-calls"
          message={`试运行拦截了 ${held.length} 个写请求（未发送）`}
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
          <PreviewBoundary key={renderKey}>{children}</PreviewBoundary>
        </EngineServicesProvider>
      </div>
    </Space>
  );
}
