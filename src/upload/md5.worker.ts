/// <reference lib="webworker" />
import { md5Blob } from './md5Core';

/** The hash worker: one file per message, answers { hash } or { error }. */
self.onmessage = (event: MessageEvent<{ file: Blob }>) => {
  md5Blob(event.data.file).then(
    (hash) => self.postMessage({ hash }),
    (err: unknown) => self.postMessage({ error: err instanceof Error ? err.message : String(err) }),
  );
};
