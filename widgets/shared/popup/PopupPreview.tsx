import { PreviewText } from '../PreviewText';
import { usePopupValue } from './usePopupValue';
import { useParamList } from './useParamList';
import type { PopupSourceProps, PopupValue } from './types';

export interface PopupPreviewProps extends PopupSourceProps {
  value?: PopupValue;
}

/** The read-only twin of popupSelect and popupTableSelect: the picked rows' relationField, not their keys. */
export function PopupPreview({ value, ...source }: PopupPreviewProps) {
  const params = useParamList(source.templateJson);
  const { ids, labels, resolved } = usePopupValue(source, value, params);
  if (ids.length && !resolved) {
    return (
      <PreviewText>
        <span aria-busy="true" className="jnpf-preview-loading">
          …
        </span>
      </PreviewText>
    );
  }
  return <PreviewText value={labels.join(', ')} />;
}
