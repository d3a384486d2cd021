import { vi } from 'vitest';
import type { ApiFunction, EngineServices } from '../../../engine-core/services';
import { missingServices } from '../../../engine-core/services';

/** Services for screen tests: the given API table, recorded toasts/downloads, confirmations answered by `confirm`. */
export function fakeServices(api: Record<string, ApiFunction>, confirm = true) {
  const services = {
    ...missingServices,
    api,
    toast: vi.fn(),
    download: vi.fn(),
    route: vi.fn(),
    confirm: vi.fn(() => Promise.resolve(confirm)),
  } satisfies EngineServices;
  return services;
}
