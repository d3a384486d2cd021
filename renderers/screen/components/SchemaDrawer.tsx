import { Button, Drawer, Space, Spin } from 'antd';
import type { DialogShellProps } from './dialogTypes';
import { useDialogForm } from './useDialogForm';

/** A dialog schema shown in an antd Drawer (700px unless the schema says otherwise), buttons in the footer. */
export function SchemaDrawer({ schema, request, open, onClose, afterClose }: DialogShellProps) {
  const dialog = useDialogForm(schema, request, onClose);
  return (
    <Drawer
      open={open}
      title={dialog.title}
      width={dialog.width ?? 700}
      maskClosable={false}
      onClose={onClose}
      afterOpenChange={(visible) => {
        if (!visible) afterClose();
      }}
      destroyOnHidden
      footer={
        dialog.footer && (
          <Space style={{ float: 'right' }}>
            {dialog.extraButtons}
            <Button onClick={onClose}>{dialog.cancelText}</Button>
            {dialog.showOk && (
              <Button type="primary" loading={dialog.submitting} onClick={() => void dialog.submit()}>
                {dialog.okText}
              </Button>
            )}
          </Space>
        )
      }
    >
      <Spin spinning={dialog.loading}>{dialog.body}</Spin>
    </Drawer>
  );
}
