import { parseRecordQrPayload, type RecordQrPayload } from '../../../contract/shortLink';

/**
 * The record a scanned QR code names (docs/public-forms.md): the payload's fields as query parameters
 * (`?t=DFD&id=…&mid=…`), or the whole payload as JSON text in one parameter (`?data={"t":"DFD",…}`).
 */
export function payloadFromQuery(params: URLSearchParams): RecordQrPayload | null {
  const direct = parseRecordQrPayload(Object.fromEntries(params.entries()));
  if (direct) return direct;
  for (const value of params.values()) {
    const inner = parseRecordQrPayload(value);
    if (inner) return inner;
  }
  return null;
}
