/** EngineServices.signs over src/api/currentUser: the signed-in user's saved signatures (the profile's list). */
import type { SavedSignature, SignServices } from '../../renderers';
import { getSignImages } from '../api/currentUser';

/**
 * Every signature field of a form (and every row of a list showing e-seals) asks at once: one request answers
 * them all for a few seconds, and a signature saved in the profile meanwhile shows up on the next ask.
 */
const FRESH_MS = 5000;

export function createSignSources(load = () => getSignImages({ silent: true }), now = () => Date.now()): SignServices {
  let own: { at: number; list: Promise<SavedSignature[]> } | null = null;
  return {
    list() {
      if (own && now() - own.at < FRESH_MS) return own.list;
      const list = load().then((rows) => rows.map(({ id, signImg, isDefault }) => ({ id, signImg, isDefault })));
      // a failure is not kept: the next field asks again
      list.catch(() => (own = null));
      own = { at: now(), list };
      return list;
    },
  };
}

export const signSources: SignServices = createSignSources();
