import { observer } from '@formily/react';
import { useEngineLanguage } from '../../../engine-core/i18n';
import { useEngineServices } from '../../../engine-core/services';
import { PreviewText } from '../PreviewText';
import type { PickerKind } from './kind';
import { useResolvedNames } from './nameCache';

/** The read-only twin: the picked names, comma-separated, never ids (an em dash when nothing is picked). */
export const PickerPreview = observer(function PickerPreview({ kind, value }: { kind: PickerKind; value?: unknown }) {
  useEngineLanguage();
  const services = useEngineServices();
  const keys = kind.keysOf(value);
  const names = useResolvedNames(services.pickers, kind.names.source, keys.map(kind.names.keyOf));
  const labels = keys.flatMap((key) => {
    const node = names.nodeOf(kind.names.keyOf(key));
    return node ? [kind.label(node)] : [];
  });
  return <PreviewText value={labels.length ? labels.join(', ') : ''} />;
});
