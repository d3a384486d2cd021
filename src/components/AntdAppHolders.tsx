import { useEffect, useMemo } from 'react';
import type { useAppProps } from 'antd/es/app/context';
import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';

/** What antd's <App> renders before its children, as a lazy chunk of AntdAppRoot (see there why). */
export default function AntdAppHolders({ onReady }: { onReady(api: useAppProps): void }) {
  const [message, messageHolder] = useMessage();
  const [notification, notificationHolder] = useNotification();
  const [modal, modalHolder] = useModal();
  const api = useMemo(() => ({ message, notification, modal }), [message, notification, modal]);
  useEffect(() => onReady(api), [api, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
