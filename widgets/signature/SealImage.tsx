import { formatMessage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import { signMessages as m } from '../sign/messages';
import { SignImage } from '../sign/SignImage';
import { useSeals } from './useSeals';

/**
 * A chosen seal by its id: the image from the current user's saved signatures. A seal that is not among them
 * (another user's, or deleted since) still reads 已签章, so a sealed record never looks unsealed.
 */
export function SealImage({ id, height }: { id: string; height?: number }) {
  const services = useEngineServices();
  const { seals, loading } = useSeals(true);
  const seal = seals.find((s) => s.id === id);
  if (seal)
    return <SignImage src={services.uploads.fileHref(seal.signImg)} label={formatMessage(m.sealed)} height={height} />;
  return (
    <span
      className="jnpf-seal-unresolved"
      data-testid="seal-unresolved"
      style={{ color: loading ? '#bfbfbf' : undefined }}
    >
      {formatMessage(m.sealed)}
    </span>
  );
}
