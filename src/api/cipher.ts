/**
 * The password cipher (crypto-js) on first use: the login page must not download it before the user submits,
 * so the API modules on the login path reach it only through this import.
 */
export function loadCipher(): Promise<typeof import('./loginCipher')> {
  return import('./loginCipher');
}
