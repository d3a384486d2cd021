import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Col, Input, Row, Space, Typography } from 'antd';
import {
  getScreenVersions,
  readScreen,
  rollbackScreen,
  saveScreen,
  type ScreenVersion,
  type ServedScreen,
} from '../../api/system/screen';
import { ScreenVersions } from './ScreenVersions';
import { LiveProblemList, pretty, ScreenDiffs, useDefaultText } from './ScreenDiffs';
import { useLiveProblems } from './liveProblems';

/**
 * One screen's JSON, saved with a comment as a new version. The server runs the meta-check; its refusal names the
 * JSON pointer of the first bad node and is shown under the text, where the administrator fixes it.
 */
export function ScreenEditPanel({ name, onChanged }: { name: string; onChanged: () => void }) {
  const { message } = App.useApp();
  const [screen, setScreen] = useState<ServedScreen | null>(null);
  const [text, setText] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [versions, setVersions] = useState<ScreenVersion[]>([]);
  const problems = useLiveProblems(text, name);
  const defaultText = useDefaultText(name);

  const reload = useCallback(async () => {
    const read = await readScreen(name);
    if (read.notModified) return;
    setScreen(read.screen);
    setText(pretty(read.screen.schema));
    setVersions((await getScreenVersions(name)).list);
    setError(null);
  }, [name]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const save = async () => {
    let schema: unknown;
    try {
      schema = JSON.parse(text);
    } catch (e) {
      setError(`JSON 格式错误：${(e as Error).message}`);
      return;
    }
    try {
      const reply = await saveScreen(name, schema, comment, screen?.version);
      void message.success(reply.msg);
      setComment('');
      await reload();
      onChanged();
    } catch (refusal) {
      setError((refusal as { msg?: string }).msg ?? String(refusal));
    }
  };

  const rollback = async (versionId?: string) => {
    await rollbackScreen(name, versionId);
    await reload();
    onChanged();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>
        {name}（{screen?.source === 'override' ? `自定义 第 ${screen.version} 版` : '系统默认'}）
      </Typography.Text>
      <Row gutter={12}>
        <Col span={12}>
          <Input.TextArea
            aria-label="页面配置 JSON"
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 14, maxRows: 24 }}
            style={{ fontFamily: 'monospace', fontSize: 12 }}
          />
        </Col>
        <Col span={12}>
          <ScreenDiffs text={text} saved={screen ? pretty(screen.schema) : ''} name={name} />
        </Col>
      </Row>
      <LiveProblemList problems={problems} />
      {error && <Alert type="error" showIcon data-testid="screen-save-error" message={error} />}
      <Space.Compact style={{ width: '100%' }}>
        <Input placeholder="修改说明" value={comment} onChange={(e) => setComment(e.target.value)} maxLength={500} />
        <Button type="primary" onClick={() => void save()}>
          保存为新版本
        </Button>
      </Space.Compact>
      <ScreenVersions versions={versions} defaultText={defaultText} onRollback={(id) => void rollback(id)} />
    </Space>
  );
}
