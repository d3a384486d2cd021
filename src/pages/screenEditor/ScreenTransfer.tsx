import { useState } from 'react';
import { Alert, App, Button, Space, Upload } from 'antd';
import { exportScreens, importScreens } from '../../api/system/screen';
import { useEditorTexts } from './texts';

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
  const t = useEditorTexts();

  const exportAll = async () => {
    const file = await exportScreens();
    const day = new Date().toISOString().slice(0, 10);
    saveFile(JSON.stringify(file, null, 2), `screens-${day}.json`);
  };

  const importFile = async (file: File) => {
    setError(null);
    let body: unknown;
    try {
      body = JSON.parse(await file.text());
    } catch (e) {
      setError(t.badJson((e as Error).message));
      return;
    }
    try {
      const reply = await importScreens(body);
      void message.success((reply as unknown as { msg: string }).msg);
      onImported();
    } catch (refusal) {
      setError((refusal as { msg?: string }).msg ?? String(refusal));
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Button onClick={() => void exportAll()}>{t.exportAll}</Button>
        <Upload
          accept=".json,application/json"
          showUploadList={false}
          beforeUpload={(file) => {
            void importFile(file);
            return false;
          }}
        >
          <Button>{t.importFile}</Button>
        </Upload>
      </Space>
      {error && <Alert type="error" showIcon data-testid="screen-import-error" message={error} />}
    </Space>
  );
}
