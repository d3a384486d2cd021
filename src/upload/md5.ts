/**
 * The MD5 of a file in a Web Worker (hash-wasm over slices read with Blob.slice): the page keeps responding
 * while a large file is hashed. A new worker per file, ended when the hash is in or the upload is removed.
 */
export function md5File(file: Blob, signal?: AbortSignal): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      end();
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<{ hash?: string; error?: string }>) => {
      end();
      if (event.data.hash) resolve(event.data.hash);
      else reject(new Error(event.data.error ?? 'hash failed'));
    };
    worker.onerror = (event) => {
      end();
      reject(new Error(event.message || 'hash worker failed'));
    };
    worker.postMessage({ file });
  });
}
