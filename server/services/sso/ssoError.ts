import { SSO_FAILURES, type SsoFailure } from '../../../contract/sso';
import { BizError } from '../../lib/envelope';

/**
 * A failed single sign-on: `reason` is what the browser is told (a fixed word, see contract/sso.ts), `detail`
 * what only the server log sees (never a secret or a token).
 */
export class SsoError extends BizError {
  constructor(
    readonly reason: SsoFailure,
    readonly detail = '',
  ) {
    super(SSO_FAILURES[reason]);
  }
}
