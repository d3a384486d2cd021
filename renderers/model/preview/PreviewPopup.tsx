import { useRef } from 'react';
import { Button } from 'antd';
import type { WidgetRegistry } from '../../../engine-core/registry';
import { FormRenderer, type FormRendererHandle } from '../../FormRenderer';
import type { FormConf, PopupType } from '../../formModel/types';
import { formatMessage } from '../../../engine-core/i18n';
import { FormErrorBoundary } from '../FormErrorBoundary';
import { modelMessages } from '../messages';
import { ModelFormLayer } from '../ModelFormLayer';
import { PrintAction } from '../../print/PrintAction';
import { popupLayerOf } from '../popupLayer';

export interface PreviewPopupProps {
  /** the way to open the form; null when closed */
  type: PopupType | null;
  formData: string;
  formConf: FormConf;
  registry?: WidgetRegistry;
  onClose(): void;
  /** validates and shows the values; true when they were valid */
  onSubmit(handle: FormRendererHandle | null): Promise<boolean>;
}

/** The previewed form in a dialog, full screen or drawer, with the buttons formConf names. */
export function PreviewPopup({ type, formData, formConf, registry, onClose, onSubmit }: PreviewPopupProps) {
  const formRef = useRef<FormRendererHandle>(null);
  const lastType = useRef<PopupType>(formConf.popupType);
  if (type) lastType.current = type;
  const { buttons } = formConf;
  const footer = (
    <>
      {buttons.hasCancelBtn ? <Button onClick={onClose}>{buttons.cancelButtonText}</Button> : null}
      {/* a previewed form has no record to print: the button says so */}
      {buttons.hasPrintBtn ? (
        <PrintAction printIds={buttons.printId} recordIds={() => []} label={buttons.printButtonText} preview />
      ) : null}
      {buttons.hasConfirmBtn ? (
        <Button type="primary" onClick={() => void onSubmit(formRef.current).then((ok) => ok && onClose())}>
          {buttons.confirmButtonText}
        </Button>
      ) : null}
    </>
  );
  return (
    <ModelFormLayer
      open={type !== null}
      layer={popupLayerOf(formConf, lastType.current)}
      title={formatMessage(modelMessages.previewTitle)}
      footer={footer}
      onClose={onClose}
    >
      {type ? (
        <FormErrorBoundary resetKey={formData}>
          <FormRenderer ref={formRef} formData={formData} registry={registry} />
        </FormErrorBoundary>
      ) : null}
    </ModelFormLayer>
  );
}
