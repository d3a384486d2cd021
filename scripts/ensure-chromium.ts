/**
 * End-to-end tests drive Debian's Chromium (Playwright's own browser download does not work here).
 * Install it, with a CJK font so Chinese renders in screenshots, when it is missing.
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function hasCjkFont(): boolean {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

export function ensureChromium(): void {
  const missing: string[] = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing ${missing.join(', ')}: install with 'sudo apt-get install -y ${missing.join(' ')}'`);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get …`);
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
