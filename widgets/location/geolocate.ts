import type { LngLat } from './geo';

/** How long the browser may take to say where the user is. */
export const GEOLOCATION_TIMEOUT_MS = 1500;

/**
 * Where the user is, from the browser (navigator.geolocation), within GEOLOCATION_TIMEOUT_MS. Our own timer
 * also runs, because the browser's timeout does not count while a permission prompt waits for an answer.
 * A failure is logged as 定位失败 and answered with the fallback (the configured default centre).
 */
export function locateUser(
  fallback: LngLat,
  timeoutMs = GEOLOCATION_TIMEOUT_MS,
): Promise<{ center: LngLat; located: boolean }> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (point: LngLat | null, error?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!point) console.error('定位失败', error);
      resolve(point ? { center: point, located: true } : { center: fallback, located: false });
    };
    const timer = setTimeout(() => settle(null, new Error(`no position within ${timeoutMs} ms`)), timeoutMs);
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      settle(null, new Error('this browser offers no geolocation'));
      return;
    }
    try {
      geolocation.getCurrentPosition(
        (position) => settle({ lng: position.coords.longitude, lat: position.coords.latitude }),
        (error) => settle(null, error),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
      );
    } catch (error) {
      settle(null, error);
    }
  });
}
