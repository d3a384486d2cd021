import { useEngineLanguage } from '../../engine-core/i18n';
import { PreviewText } from '../shared/PreviewText';
import { SealImage } from './SealImage';
import { sealIdOf } from './SignatureField';

/** The read-only twin of signature (detail viewer, print): the seal's image resolved from its id, or empty. */
export function SignaturePreview({ value }: { value?: unknown }) {
  useEngineLanguage();
  const id = sealIdOf(value);
  if (!id) return <PreviewText value="" />;
  return <SealImage id={id} />;
}
