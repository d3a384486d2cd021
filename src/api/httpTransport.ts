/**
 * The request layer's transport: axios, behind import() from ./http so the sign-in page downloads it with its
 * first call (the account field's captcha check or the submit), not with the page.
 */
import axios, { type AxiosAdapter, type AxiosRequestConfig } from 'axios';

const instance = axios.create({ headers: { 'jnpf-origin': 'pc', 'vue-version': '3' } });

/** What one call gave: the reply body, or why there is none (`replied` is the body of an HTTP error reply). */
export type Sent = { ok: true; body: unknown } | { ok: false; cancelled: boolean; replied: unknown; error: unknown };

export function setAdapter(adapter: AxiosAdapter): void {
  instance.defaults.adapter = adapter;
}

export async function send(config: AxiosRequestConfig<unknown>): Promise<Sent> {
  try {
    return { ok: true, body: (await instance.request<unknown>(config)).data };
  } catch (error) {
    return {
      ok: false,
      cancelled: axios.isCancel(error),
      replied: axios.isAxiosError(error) ? error.response?.data : undefined,
      error,
    };
  }
}
