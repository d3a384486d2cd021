import type { ApiFunction } from '../../../renderers';

/** A call the preview did not send while 试运行 was on: the API's name and what it would have been given. */
export interface HeldCall {
  api: string;
  args: Record<string, unknown>;
  at: number;
}

// the last segment of an API name that only reads (GET): list, tree, info, selector, options, export… An API
// whose name says nothing of the kind is held back: an unknown verb fails closed, never writes
const READ =
  /^(list|tree|info|all|options|export|detail|selector|load|logs|systems|fields|models|templates|data|batchData|previewData|\w*(List|Tree|Selector|Info|Options|Values|Config|Ids))$/;

/** True for an API of the table that only reads, by the verb its name ends with (`dictionaryData.list`). */
export function isReadApi(name: string): boolean {
  return READ.test(name.slice(name.lastIndexOf('.') + 1));
}

/**
 * The API table as the preview uses it while 试运行 is on: reads go to the server as the current user; anything
 * else is held back, recorded for the page to show, and answered as a success that says nothing was sent.
 */
export function dryRunApi(
  api: Readonly<Record<string, ApiFunction>>,
  onHeld: (call: HeldCall) => void,
): Record<string, ApiFunction> {
  const wrapped: Record<string, ApiFunction> = {};
  for (const [name, fn] of Object.entries(api)) {
    wrapped[name] = isReadApi(name)
      ? fn
      : (args) => {
          onHeld({ api: name, args: args ?? {}, at: Date.now() });
          return Promise.resolve({ code: 200, msg: `试运行：未发送 ${name}`, data: null });
        };
  }
  return wrapped;
}
