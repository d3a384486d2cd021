import type { ReactNode } from 'react';
import { App } from 'antd';

/**
 * antd's App (the message/notification/modal hooks of App.useApp and the base text style) around every screen
 * but the sign-in page. buildRoutes loads it lazily: App brings antd's message, notification and modal code,
 * which the sign-in page does not need before its first toast.
 */
export default function AntdAppRoot({ children }: { children: ReactNode }) {
  return <App>{children}</App>;
}
