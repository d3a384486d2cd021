import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isEmbeddableUrl } from '../../../../contract';
import type { CardProps } from './types';

/** `iframe`: an http(s) page in a sandbox without same-origin rights, so it can reach neither our storage nor token. */
export default function IframeCard({ card }: CardProps) {
  const { t } = useTranslation();
  const url = card.settings.url;
  if (!isEmbeddableUrl(url))
    return (
      <div data-state="error">
        <Result status="warning" subTitle={t('portal.iframeBlocked')} />
      </div>
    );
  return (
    <iframe
      className="portal-iframe"
      title={card.title}
      src={String(url).trim()}
      sandbox="allow-scripts allow-forms allow-popups"
      referrerPolicy="no-referrer"
      loading="lazy"
    />
  );
}
