import { lazy, Suspense, useCallback, useState } from 'react';
import { Button } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { MenuItem } from '../../../contract';
import { session } from '../../store/session';

/** loaded on the first click: the list page's bundle carries none of the dialog */
const PublishDialog = lazy(() => import('./PublishDialog'));

/** The menu of 功能设计, whose holders may publish form models (the server checks the same). */
const FORM_DESIGN_MENU = 'm-form-design';

function hasMenu(list: readonly MenuItem[], id: string): boolean {
  return list.some((m) => m.id === id || hasMenu(m.children ?? [], id));
}

/** 外链: on a form model's list, for those who may publish it (docs/public-forms.md). */
export default function PublishButton({ modelId }: { modelId: string }) {
  const { t } = useTranslation();
  const { menuList } = useSnapshot(session);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  if (!hasMenu(menuList as readonly MenuItem[], FORM_DESIGN_MENU)) return null;
  return (
    <>
      <Button icon={<ShareAltOutlined />} onClick={() => setOpen(true)} data-action="publish-link">
        {t('shortLink.publish')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PublishDialog modelId={modelId} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
