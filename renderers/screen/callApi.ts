import type { EngineServices } from '../../engine-core/services';

/** What an API of the table answered, with the server's message kept apart from the data. */
export interface ApiOutcome {
  data: unknown;
  /** the envelope's msg ('' when the entry answered bare data) */
  msg: string;
}

function isEnvelope(value: unknown): value is { code: number; msg: string; data: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    'data' in value &&
    'msg' in value
  );
}

/**
 * Calls an API of the service table by name. Entries may answer the whole `{code,msg,data}` envelope (writes do,
 * so the success toast can show the server's msg) or bare data (reads); both come back as an ApiOutcome.
 */
export async function callApi(
  services: EngineServices,
  name: string,
  args?: Record<string, unknown>,
): Promise<ApiOutcome> {
  const fn = services.api[name];
  if (!fn) throw new Error(`screen: unknown API "${name}"`);
  const result = await fn(args ?? {});
  return isEnvelope(result) ? { data: result.data, msg: result.msg } : { data: result, msg: '' };
}

/** `data.list` (the contract's usual wrapper), `data` when it is an array, or the value at a dotted path. */
export function pickList(data: unknown, path?: string): Record<string, unknown>[] {
  let value: unknown = data;
  if (path) {
    for (const part of path.split('.')) value = (value as Record<string, unknown> | null | undefined)?.[part];
  } else if (!Array.isArray(value)) {
    value = (value as { list?: unknown } | null | undefined)?.list;
  }
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
}
