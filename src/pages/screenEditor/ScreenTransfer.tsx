import { useState } from 'react';
import { Alert, App, Button, Space, Upload } from 'antd';
import { get, request } from '../../api/http';

const BASE = '/api/system/Screen/Actions';

/** Saves a text as a file through a temporary link (the browser's download). */
function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Export of every stored override to a file, and import of such a file. The server checks the whole file and
 * saves nothing when one screen fails; its refusal names the place (`/screens/2/schema/…`) and is shown here.
 */
export function ScreenTransfer({ onImported }: { onImported: () => void }) {
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);

  const exportAll = async () => {
    const file = await get<unknown>(`${BASE}/Export`);
    const day = new Date().toISOString().slice(0, 10);
    saveFile(JSON.stringify(file, null, 2), `screens-${day}.json`);
  };

  const importFile = async (file: File) => {
    setError(null);
    let body: unknown;
    try {
      body = JSON.parse(await file.text());
    } catch (e) {
      setError(`导入文件不是有效的 JSON：${(e as Error).message}`);
      return;
    }
    try {
      const reply = await request<{ count: number }>({
        url: `${BASE}/Import`,
        method: 'post',
        data: body,
        raw: true,
        rejectWithResponse: true,
        silent: true,
      });
      void message.success((reply as unknown as { msg: string }).msg);
      onImported();
    } catch (refusal) {
      setError((refusal as { msg?: string }).msg ?? String(refusal));
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Button onClick={() => void exportAll()}>导出自定义配置</Button>
        <Upload
          accept=".json,application/json"
          showUploadList={false}
          beforeUpload={(file) => {
            void importFile(file);
            return false;
          }}
        >
          <Button>导入配置文件</Button>
        </Upload>
      </Space>
      {error && <Alert type="error" showIcon data-testid="screen-import-error" message={error} />}
    </Space>
  );
}
