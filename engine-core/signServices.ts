/**
 * What the signature widgets (sign, signature) ask the app for: the signed-in user's saved signatures, the ones
 * drawn in the profile (个人信息 → 我的签名). `sign` offers the default one; `signature` (e-seal) picks one by id.
 */

/** One saved signature of the current user (the profile's SignImg list). */
export interface SavedSignature {
  id: string;
  /** the image: a PNG data URL as the profile stores it, or a stored file's URL */
  signImg: string;
  /** 1 for the user's default signature */
  isDefault: number;
}

export interface SignServices {
  /** the current user's saved signatures, default first */
  list(): Promise<SavedSignature[]>;
}

export const missingSignServices: SignServices = {
  list: () => Promise.reject(new Error('EngineServices.signs.list is not provided')),
};
