import { useState, type ReactNode } from 'react';
import { Button, List, Modal } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import { printMessages } from './messages';
import { PrintPreview } from './PrintPreview';

export interface PrintActionProps {
  /** the model's templates (formData.printId or columnData.printIds) */
  printIds: string | readonly string[];
  /** the records to print, asked at the click (the list's selection) */
  recordIds(): string[];
  label: ReactNode;
  /** the form designer's preview: nothing to print, says so */
  preview?: boolean;
  type?: 'primary' | 'default';
}

interface Template {
  id: string;
  fullName: string;
  /** 0: disabled, not offered (printDev/Data refuses it) */
  enabledMark?: number;
}

export const printIdList = (value: string | readonly string[] | undefined): string[] =>
  (Array.isArray(value) ? value : String(value ?? '').split(',')).map((v) => String(v).trim()).filter(Boolean);

/**
 * The print button of a record's detail and of a list (batch): it picks the template — straight to the preview
 * when the model has one, a picker of the model's templates the server lets the user read when it has several —
 * and opens the print preview of the records.
 */
export function PrintAction({ printIds, recordIds, label, preview, type = 'default' }: PrintActionProps) {
  useEngineLanguage();
  const services = useEngineServices();
  const [choices, setChoices] = useState<Template[] | null>(null);
  const [chosen, setChosen] = useState<{ template: Template; ids: string[] } | null>(null);
  const [pendingIds, setPendingIds] = useState<string[]>([]);

  const start = async () => {
    if (preview) {
      services.toast(formatMessage(printMessages.notInPreview), 'warning');
      return;
    }
    const ids = recordIds();
    if (!ids.length) {
      services.toast(formatMessage(printMessages.selectRecords), 'warning');
      return;
    }
    const wanted = printIdList(printIds);
    const found = wanted.length
      ? (((await services.api['print.templates']?.({ ids: wanted })) as Template[] | undefined) ?? [])
      : [];
    // in the model's order; a template deleted or disabled since the model was designed is not offered
    const templates = wanted.flatMap((id) => found.filter((t) => t.id === id && t.enabledMark !== 0));
    if (!templates.length) services.toast(formatMessage(printMessages.noTemplate), 'warning');
    else if (templates.length === 1) setChosen({ template: templates[0], ids });
    else {
      setPendingIds(ids);
      setChoices(templates);
    }
  };

  return (
    <>
      <Button type={type} icon={<PrinterOutlined />} onClick={() => void start()} data-print-action>
        {label}
      </Button>
      <Modal
        open={choices !== null}
        title={formatMessage(printMessages.pickTitle)}
        width={480}
        footer={null}
        onCancel={() => setChoices(null)}
        destroyOnHidden
      >
        <List
          dataSource={choices ?? []}
          renderItem={(t) => (
            <List.Item
              actions={[
                <Button
                  key="print"
                  type="link"
                  onClick={() => {
                    setChoices(null);
                    setChosen({ template: t, ids: pendingIds });
                  }}
                >
                  {formatMessage(printMessages.print)}
                </Button>,
              ]}
            >
              {t.fullName}
            </List.Item>
          )}
        />
      </Modal>
      {chosen ? (
        <PrintPreview
          templateId={chosen.template.id}
          templateName={chosen.template.fullName}
          recordIds={chosen.ids}
          onClose={() => setChosen(null)}
        />
      ) : null}
    </>
  );
}
