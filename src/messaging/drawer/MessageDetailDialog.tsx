import { Descriptions, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EditorPreview } from '../../../widgets';
import type { MessageInfo } from '../../api/message/records';
import { MessageAttachments, parseMessageFiles } from './MessageAttachments';

/**
 * One message read in full. The body is rich text written by other users, so it goes through the editor's
 * read-only twin, which sanitises it with DOMPurify (no scripts, no event handlers).
 */
export function MessageDetailDialog({ info, onClose }: { info: MessageInfo | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!info}
      title={info?.title}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      zIndex={1100}
      data-testid="message-detail"
    >
      {info && (
        <div data-testid="message-detail-body">
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('msgCenter.releaseTime')}>
              {info.releaseTime ? dayjs(info.releaseTime).format('YYYY-MM-DD HH:mm:ss') : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('msgCenter.releaseUser')}>
              {info.releaseUser || t('msgCenter.system')}
            </Descriptions.Item>
          </Descriptions>
          {info.excerpt && (
            <Typography.Paragraph type="secondary" data-testid="message-excerpt">
              {info.excerpt}
            </Typography.Paragraph>
          )}
          <div data-testid="message-content" style={{ minHeight: 60, marginBottom: 12 }}>
            <EditorPreview value={info.bodyText} />
          </div>
          <MessageAttachments files={parseMessageFiles(info.files)} />
        </div>
      )}
    </Modal>
  );
}
