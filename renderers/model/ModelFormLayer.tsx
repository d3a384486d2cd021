import type { ReactNode } from 'react';
import { Drawer, Modal } from 'antd';
import type { PopupLayer } from './popupLayer';
import styles from './model.module.css';

export interface ModelFormLayerProps {
  open: boolean;
  layer: PopupLayer;
  title: ReactNode;
  footer: ReactNode;
  onClose(): void;
  /** called once the layer has finished closing (the host then forgets the record) */
  afterClose?(): void;
  children: ReactNode;
}

/**
 * The layer a model's form opens in (formConf.popupType): a dialog of generalWidth, a full-screen layer with the
 * form centred at fullScreenWidth, or a drawer of drawerWidth. The content carries `data-model-layer="<type>"`.
 */
export function ModelFormLayer({ open, layer, title, footer, onClose, afterClose, children }: ModelFormLayerProps) {
  const body = (
    <div data-model-layer={layer.type} className={styles.layerBody}>
      {children}
    </div>
  );
  const footerBar = (
    <div className={styles.layerFooter} data-model-layer-footer={layer.type}>
      {footer}
    </div>
  );
  if (layer.type === 'drawer') {
    return (
      <Drawer
        open={open}
        title={title}
        width={layer.width}
        footer={footerBar}
        onClose={onClose}
        afterOpenChange={(visible) => !visible && afterClose?.()}
        maskClosable={false}
        destroyOnHidden
        rootClassName={styles.drawer}
      >
        {body}
      </Drawer>
    );
  }
  if (layer.type === 'fullScreen') {
    return (
      <Modal
        open={open}
        title={title}
        width="100vw"
        footer={footerBar}
        onCancel={onClose}
        afterClose={afterClose}
        maskClosable={false}
        destroyOnHidden
        wrapClassName={styles.fullScreenWrap}
        styles={{ body: { flex: 1, overflow: 'auto', minHeight: 0 } }}
      >
        <div className={styles.fullScreenInner} style={{ maxWidth: layer.width }}>
          {body}
        </div>
      </Modal>
    );
  }
  return (
    <Modal
      open={open}
      title={title}
      width={layer.width}
      footer={footerBar}
      onCancel={onClose}
      afterClose={afterClose}
      maskClosable={false}
      destroyOnHidden
      centered
      styles={{ body: { maxHeight: 'calc(100vh - 200px)', overflow: 'auto', paddingRight: 4 } }}
    >
      {body}
    </Modal>
  );
}
