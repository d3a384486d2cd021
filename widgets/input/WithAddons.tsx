import type { ReactNode } from 'react';
import { Space } from 'antd';

/**
 * Text before/after a control (the designer's addonBefore/addonAfter). antd 5.29 deprecates the controls' own
 * addon props in favour of Space.Compact, so the addons are composed around the control here; inputNumber
 * uses it too.
 */
export function WithAddons({
  addonBefore,
  addonAfter,
  children,
}: {
  addonBefore?: ReactNode;
  addonAfter?: ReactNode;
  children: ReactNode;
}) {
  const has = (node: ReactNode) => node !== undefined && node !== null && node !== '';
  if (!has(addonBefore) && !has(addonAfter)) return <>{children}</>;
  return (
    <Space.Compact block className="jnpf-addons">
      {has(addonBefore) ? <Space.Addon className="jnpf-addon-before">{addonBefore}</Space.Addon> : null}
      {children}
      {has(addonAfter) ? <Space.Addon className="jnpf-addon-after">{addonAfter}</Space.Addon> : null}
    </Space.Compact>
  );
}
