import type { ReactNode } from 'react';
import { Button, Empty, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Loaded } from '../useLoad';

/** What every data card shows while loading, when its request failed, or when there is nothing to list. */
export function CardState<T>({
  loaded,
  isEmpty,
  emptyText,
  children,
}: {
  loaded: Loaded<T>;
  isEmpty: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (loaded.loading)
    return (
      <div className="portal-card-state" data-state="loading">
        <Spin />
      </div>
    );
  if (loaded.error || loaded.data === undefined)
    return (
      <div className="portal-card-state" data-state="error">
        <Result
          status="warning"
          subTitle={t('portal.loadFailed')}
          extra={
            <Button size="small" onClick={loaded.reload}>
              {t('portal.retry')}
            </Button>
          }
        />
      </div>
    );
  if (isEmpty(loaded.data))
    return (
      <Empty
        className="portal-card-state"
        data-state="empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={emptyText ?? t('portal.empty')}
      />
    );
  return <>{children(loaded.data)}</>;
}
