import { Modal, Spin } from 'antd';
import type { DialogShellProps } from './dialogTypes';
import { useDialogForm } from './useDialogForm';

/** A dialog schema shown in an antd Modal (600px unless the schema says otherwise, never wider than the window). */
export function SchemaDialog({ schema, request, open, onClose, afterClose }: DialogShellProps) {
  const dialog = useDialogForm(schema, request, onClose);
  return (
    <Modal
      open={open}
      title={dialog.title}
      width={`min(${cssLength(dialog.width ?? 600)}, calc(100vw - 16px))`}
      maskClosable={false}
      okText={dialog.okText}
      cancelText={dialog.cancelText}
      confirmLoading={dialog.submitting}
      footer={
        dialog.footer
          ? (_origin, { OkBtn, CancelBtn }) => (
              <>
                {dialog.extraButtons}
                <CancelBtn />
                {dialog.showOk && <OkBtn />}
              </>
            )
          : null
      }
      onOk={() => void dialog.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
    >
      <Spin spinning={dialog.loading}>{dialog.body}</Spin>
    </Modal>
  );
}

/** A schema width as CSS: a number is pixels, a string ("80%", "50vw") is taken as written. */
function cssLength(width: number | string): string {
  return typeof width === 'number' ? `${width}px` : width;
}
