import type { ReactNode } from 'react';
import { Button, Progress, Tooltip } from 'antd';
import {
  CaretRightOutlined,
  CloseOutlined,
  DeleteOutlined,
  DownOutlined,
  PauseOutlined,
  PaperClipOutlined,
  ReloadOutlined,
  UpOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { closePanel, findTask } from './appQueue';
import { formatSize } from './progress';
import { canClosePanel, uploadPanel, type PanelEntry } from './uploadStore';
import { canPause } from './uploadStatus';
import styles from './uploadPanel.module.css';

function progressStatus(entry: PanelEntry): 'exception' | 'success' | 'active' | 'normal' {
  if (entry.status === 'error') return 'exception';
  if (entry.status === 'success') return 'success';
  return entry.status === 'uploading' || entry.status === 'hashing' ? 'active' : 'normal';
}

function Action({ title, icon, onClick }: { title: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={title}>
      <Button type="text" size="small" aria-label={title} icon={icon} onClick={onClick} />
    </Tooltip>
  );
}

function UploadRow({ entry }: { entry: PanelEntry }) {
  const { t } = useTranslation();
  const task = () => findTask(entry.id);
  return (
    <li className={styles.row} data-status={entry.status} aria-label={entry.fileName}>
      <PaperClipOutlined className={styles.icon} />
      <div className={styles.info}>
        <div className={styles.line}>
          <span className={styles.name} title={entry.fileName}>
            {entry.fileName}
          </span>
          <span className={styles.size}>{formatSize(entry.fileSize)}</span>
          <span className={styles.status} title={entry.error}>
            {t(`upload.status.${entry.status}`)}
          </span>
        </div>
        <Progress percent={entry.progress} size="small" status={progressStatus(entry)} showInfo={false} />
      </div>
      <div className={styles.actions}>
        {canPause(entry.status) && (
          <Action title={t('upload.pause')} icon={<PauseOutlined />} onClick={() => task()?.pause()} />
        )}
        {entry.status === 'paused' && (
          <Action title={t('upload.resume')} icon={<CaretRightOutlined />} onClick={() => task()?.resume()} />
        )}
        {entry.status === 'error' && (
          <Action title={t('upload.retry')} icon={<ReloadOutlined />} onClick={() => task()?.retry()} />
        )}
        <Action title={t('upload.remove')} icon={<DeleteOutlined />} onClick={() => task()?.remove()} />
      </div>
    </li>
  );
}

/**
 * The global upload progress panel, bottom right: every queued file with its size, status and progress, and
 * its pause, resume, retry and remove buttons. It opens with the first queued file, survives route changes
 * (its state lives in ./uploadStore) and can be closed once no file is unfinished.
 */
export default function UploadPanel() {
  const { t } = useTranslation();
  const { entries, open, collapsed } = useSnapshot(uploadPanel);
  if (!open) return null;
  const done = entries.filter((e) => e.status === 'success').length;
  return (
    <section className={styles.panel} aria-label={t('upload.title')} data-collapsed={collapsed || undefined}>
      <header className={styles.header}>
        <span className={styles.title}>{t('upload.title')}</span>
        <span className={styles.summary}>{t('upload.summary', { done, total: entries.length })}</span>
        <Action
          title={t(collapsed ? 'upload.expand' : 'upload.collapse')}
          icon={collapsed ? <UpOutlined /> : <DownOutlined />}
          onClick={() => (uploadPanel.collapsed = !collapsed)}
        />
        {canClosePanel(entries) && <Action title={t('upload.close')} icon={<CloseOutlined />} onClick={closePanel} />}
      </header>
      {!collapsed && (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <UploadRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
