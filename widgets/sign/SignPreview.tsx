import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import { PreviewText } from '../shared/PreviewText';
import { signMessages as m } from './messages';
import { signedImage } from './SignField';
import { SignImage } from './SignImage';

/** The read-only twin of sign (detail viewer, print): the signature image, or the empty look. */
export function SignPreview({ value }: { value?: unknown }) {
  useEngineLanguage();
  const services = useEngineServices();
  const image = signedImage(value);
  if (!image) return <PreviewText value="" />;
  return <SignImage src={services.uploads.fileHref(image)} label={formatMessage(m.signed)} />;
}
