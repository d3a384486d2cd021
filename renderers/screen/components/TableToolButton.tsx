import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';

/** An icon button of a table's header tools (expand all, collapse all, refresh): named by its tooltip. */
export function TableToolButton({ title, icon, onClick }: { title: string; icon: ReactNode; onClick(): void }) {
  return (
    <Tooltip title={title}>
      <Button type="text" icon={icon} aria-label={title} onClick={onClick} />
    </Tooltip>
  );
}
