import type { ScreenRuntime } from './runtime';

/**
 * A button, row action or state switch with `auth: "btn_edit"` is offered only when the user holds that button
 * permission on the page (the server refuses the call anyway; the UI must not offer what will be refused).
 */
export function permitted(runtime: Pick<ScreenRuntime, 'can'>, auth: string | undefined): boolean {
  return !auth || runtime.can(auth);
}
