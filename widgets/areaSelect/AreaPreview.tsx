import { PreviewText } from '../shared/PreviewText';
import { LIST_SEPARATOR } from '../../engine-core/options/optionText';
import { useAreaTexts } from './areaNames';
import { toPaths } from './areaValue';

/** The read-only twin: each path's names joined by '/', several paths separated by commas. */
export function AreaPreview({ value, multiple }: { value?: unknown; multiple?: boolean }) {
  const paths = toPaths(value);
  const { texts, loading } = useAreaTexts(multiple ? paths : paths.slice(0, 1));
  if (loading) {
    return (
      <PreviewText>
        <span aria-busy="true" className="jnpf-preview-loading">
          …
        </span>
      </PreviewText>
    );
  }
  return <PreviewText value={texts.join(LIST_SEPARATOR)} />;
}
