import { lazy, Suspense } from 'react';
import { Spin } from 'antd';

/** The platform's qrcode widget, taken from the registry on demand (the widget set is not needed before). */
const QrWidget = lazy(() =>
  import('../../../widgets').then((mod) => ({
    default: mod.defaultRegistry.get('qrcode')!.component as React.ComponentType<Record<string, unknown>>,
  })),
);

export default function MemberQr({ text, size }: { text: string; size: number }) {
  return (
    <Suspense fallback={<Spin />}>
      <QrWidget dataType="static" staticText={text} width={size} />
    </Suspense>
  );
}
