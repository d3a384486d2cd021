import type { ReactNode } from 'react';
import { Drawer, Modal, Space } from 'antd';

/**
 * What holds a picker that opens over the form (popupSelect, relationForm): a dialog, or a drawer from the
 * right when the designer's popupType is 'drawer' ('dialog' and the designer's older 'general' are dialogs),
 * titled popupTitle and popupWidth wide. One place decides it, so every such picker opens the same way.
 */

export const DIALOG_WIDTH = 800;
export const DRAWER_WIDTH = 700;

export type PopupFrameKind = 'dialog' | 'drawer';

export const frameKindOf = (popupType: unknown): PopupFrameKind => (popupType === 'drawer' ? 'drawer' : 'dialog');

/** The designer's popupWidth as a CSS width ('60%', '900px', 900, '900'); the frame's default otherwise. */
export function frameWidth(popupWidth: unknown, kind: PopupFrameKind): string | number {
  if (typeof popupWidth === 'number' && popupWidth > 0) return popupWidth;
  if (typeof popupWidth === 'string' && popupWidth.trim()) {
    const text = popupWidth.trim();
    return /^\d+$/.test(text) ? Number(text) : text;
  }
  return kind === 'drawer' ? DRAWER_WIDTH : DIALOG_WIDTH;
}

export interface PopupFrameProps {
  open: boolean;
  popupType?: string;
  title: ReactNode;
  popupWidth?: string | number;
  onClose(): void;
  /** buttons under the content (none: the content has its own) */
  footer?: ReactNode;
  /** a click on the mask closes it (default true) */
  maskClosable?: boolean;
  className?: string;
  children: ReactNode;
}

export function PopupFrame(props: PopupFrameProps) {
  const { open, title, onClose, footer, maskClosable = true, className, children } = props;
  const kind = frameKindOf(props.popupType);
  const width = frameWidth(props.popupWidth, kind);
  if (kind === 'drawer') {
    return (
      <Drawer
        open={open}
        title={title}
        width={width}
        onClose={onClose}
        // a drawer lays its footer out as plain content: the buttons sit at the right, apart, as in a dialog
        footer={footer ? <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>{footer}</Space> : null}
        maskClosable={maskClosable}
        rootClassName={className}
        destroyOnHidden
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      footer={footer ?? null}
      maskClosable={maskClosable}
      rootClassName={className}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
