import type { ReactNode } from 'react';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { session } from '../../store/session';

/** Who is signed in, above the portal; `extra` holds the portal switcher. */
export default function Welcome({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation();
  const { userInfo } = useSnapshot(session);
  return (
    <Card data-region="home-welcome">
      <Flex justify="space-between" align="start" wrap gap={12}>
        <div>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {t('page.homeWelcome', { name: userInfo?.userName ?? '' })}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('page.homeIntro')}</Typography.Paragraph>
        </div>
        {extra}
      </Flex>
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('page.organize')}>{userInfo?.organizeName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('page.position')}>{userInfo?.positionName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('page.lastLogin')}>
          {userInfo?.prevLoginTime ? dayjs(userInfo.prevLoginTime).format('YYYY-MM-DD HH:mm:ss') : '—'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
