import { Button, Empty } from 'antd';
import { useMatches, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../../router/routeHandle';
import { decodeHref } from './decodeHref';

/** An external page shown inside the app: /externalLink?href=<base64 url>, or a type-7 menu with target _self. */
export default function ExternalLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const matches = useMatches();
  const menuUrl = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.menu?.externalUrl;
  const url = menuUrl || decodeHref(params.get('href'));
  if (!url) return <Empty description={t('page.notFoundTitle')} />;
  return (
    <div style={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ textAlign: 'right' }}>
        <Button size="small" href={url} target="_blank" rel="noopener noreferrer">
          {t('page.openExternal')}
        </Button>
      </div>
      <iframe
        title="external"
        src={url}
        style={{ flex: 1, width: '100%', minHeight: 480, border: 'none', background: '#fff' }}
      />
    </div>
  );
}
