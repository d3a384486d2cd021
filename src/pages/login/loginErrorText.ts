/** The text to show under the form: the server's msg when it answered, the network hint when it did not. */
export function loginErrorText(err: unknown, networkText: string): string {
  if (err && typeof err === 'object' && 'msg' in err && typeof (err as { msg: unknown }).msg === 'string') {
    const msg = (err as { msg: string }).msg;
    if (msg) return msg;
  }
  return networkText;
}
