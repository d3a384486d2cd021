import { useEffect, useState } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { Button, Empty, Result, Space, Typography } from 'antd';
import { useMatches, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../../router/routeHandle';
import { decodeHref } from './decodeHref';
import { linkHost, probeReachable, type Reachability } from './probe';

/** How long the host may take to answer before the page says it cannot be reached. */
export const PROBE_TIMEOUT_MS = 8000;

/**
 * An external page shown inside the app: /externalLink?href=<base64 url>, or a type-7 menu with target _self
 * (a _blank menu never gets here: it opens a new window, as the platform's menu rules say). The frame sits under
 * a toolbar naming the host with "open in a new window", always there because a cross-origin frame cannot report
 * its own failure; when the host does not answer (see probe.ts) a clear message replaces the frame.
 */
export default function ExternalLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const matches = useMatches();
  const menuUrl = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.menu?.externalUrl;
  const url = menuUrl || decodeHref(params.get('href'));
  const [state, setState] = useState<Reachability>('checking');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!url) return undefined;
    let live = true;
    setState('checking');
    void probeReachable(url, PROBE_TIMEOUT_MS).then((result) => live && setState(result));
    return () => {
      live = false;
    };
  }, [url, attempt]);
  if (!url) return <Empty description={t('page.notFoundTitle')} />;
  const host = linkHost(url);
  const openButton = (
    <Typography.Link href={url} target="_blank" rel="noopener noreferrer" data-testid="external-open">
      <ExportOutlined /> {t('page.openExternal')}
    </Typography.Link>
  );
  return (
    <div style={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="external-link">
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Text type="secondary">{t('page.externalHint', { host })}</Typography.Text>
        {openButton}
      </Space>
      {state === 'unreachable' ? (
        <div data-testid="external-unreachable">
          <Result
            status="warning"
            title={t('page.externalUnreachable', { host })}
            extra={
              <Space>
                <Button onClick={() => setAttempt((n) => n + 1)}>{t('page.retry')}</Button>
                {openButton}
              </Space>
            }
          />
        </div>
      ) : (
        <iframe
          title="external"
          src={url}
          style={{ flex: 1, width: '100%', minHeight: 480, border: 'none', background: '#fff' }}
        />
      )}
    </div>
  );
}
