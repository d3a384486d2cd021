import { useState, type ReactNode } from 'react';
import { Descriptions, Input, Modal, Typography, App } from 'antd';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { session } from '../../../store/session';

export type HelpEntry = 'documentation' | 'feedback' | 'statement' | 'about';

/**
 * About, statement, documentation and feedback as small dialogs. There is no feedback endpoint in the contract,
 * so feedback is written to the administrator by mail (the system config's company), which the dialog says.
 */
export function useHelpDialogs(): { open(entry: HelpEntry): void; element: ReactNode } {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { sysConfig } = useSnapshot(session);
  const [entry, setEntry] = useState<HelpEntry | null>(null);
  const [feedback, setFeedback] = useState('');
  const name = sysConfig.sysName || sysConfig.title || t('app.defaultTitle');
  const close = () => setEntry(null);

  const bodies: Record<HelpEntry, ReactNode> = {
    about: (
      <Descriptions column={1} size="small" data-testid="about-dialog">
        <Descriptions.Item label={t('help.systemName')}>{name}</Descriptions.Item>
        <Descriptions.Item label={t('help.version')}>{sysConfig.sysVersion || '3.6.0'}</Descriptions.Item>
        <Descriptions.Item label={t('help.company')}>{sysConfig.companyName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('help.copyright')}>{sysConfig.copyright || '—'}</Descriptions.Item>
      </Descriptions>
    ),
    statement: <Typography.Paragraph>{t('help.statementText', { name })}</Typography.Paragraph>,
    documentation: <Typography.Paragraph>{t('help.documentationText')}</Typography.Paragraph>,
    feedback: (
      <>
        <Typography.Paragraph type="secondary">{t('help.feedbackHint')}</Typography.Paragraph>
        <Input.TextArea rows={5} value={feedback} onChange={(e) => setFeedback(e.target.value)} maxLength={500} />
      </>
    ),
  };

  const onOk = () => {
    if (entry === 'feedback' && feedback.trim()) {
      const subject = encodeURIComponent(`${name} ${t('layout.feedback')}`);
      window.location.href = `mailto:?subject=${subject}&body=${encodeURIComponent(feedback.trim())}`;
      void message.success(t('help.feedbackThanks'));
      setFeedback('');
    }
    close();
  };

  const element = (
    <Modal
      open={entry !== null}
      title={entry ? t(`layout.${entry}`) : ''}
      onCancel={close}
      onOk={onOk}
      okText={t('layout.confirm')}
      cancelButtonProps={{ style: entry === 'feedback' ? undefined : { display: 'none' } }}
      cancelText={t('layout.cancel')}
      destroyOnHidden
    >
      {entry && bodies[entry]}
    </Modal>
  );
  return { open: setEntry, element };
}
