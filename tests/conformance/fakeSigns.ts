import type { SavedSignature, SignServices } from '../../engine-core/signServices';

/**
 * A fake SignServices for engine tests: the current user's saved signatures from a table (tiny real PNGs as data
 * URLs, like the profile stores them), every ask counted.
 */

/** A 1×1 PNG, enough for an <img> and for the PNG magic checks. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const fakeSignatures: SavedSignature[] = [
  { id: 'seal-1', signImg: `${TINY_PNG}#seal-1`, isDefault: 1 },
  { id: 'seal-2', signImg: `${TINY_PNG}#seal-2`, isDefault: 0 },
  { id: 'seal-3', signImg: `${TINY_PNG}#seal-3`, isDefault: 0 },
];

export type FakeSigns = SignServices & { calls: { list: number } };

export function createFakeSigns(list: SavedSignature[] = fakeSignatures): FakeSigns {
  const calls = { list: 0 };
  return {
    calls,
    async list() {
      calls.list += 1;
      return list.map((sign) => ({ ...sign }));
    },
  };
}
