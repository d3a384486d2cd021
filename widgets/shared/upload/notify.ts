import type { EngineServices, ToastType } from '../../../engine-core/services';

/** A toast through the app; without a toast service (bare previews) the message still reaches the console. */
export function notify(services: EngineServices, message: string, type: ToastType = 'error'): void {
  try {
    services.toast(message, type, 1.5);
  } catch (error) {
    console.warn(message, error);
  }
}
