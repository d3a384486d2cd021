import { PreviewText } from '../PreviewText';
import { asList, optionText, type OptionValueShape } from '../../../engine-core/options/optionText';
import { useFieldOptions } from './useFieldOptions';
import type { FieldOptionsSource } from '../../../engine-core/options/types';

export interface OptionsPreviewProps extends FieldOptionsSource {
  value?: unknown;
  shape: OptionValueShape;
}

/** The read-only twin of the option widgets: labels resolved through the same options as the control. */
export function OptionsPreview({ value, shape, ...source }: OptionsPreviewProps) {
  const { options, loading } = useFieldOptions(source);
  const empty = asList(value).length === 0;
  if (loading && !empty) {
    return (
      <PreviewText>
        <span aria-busy="true" className="jnpf-preview-loading">
          …
        </span>
      </PreviewText>
    );
  }
  return <PreviewText value={empty ? '' : optionText(options, value, shape)} />;
}
