import { useEffect, useRef, useState } from 'react';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { formatMessage } from '../../../engine-core/i18n';
import { uploadMessages } from './messages';

GlobalWorkerOptions.workerSrc = workerSrc;

/** Pages drawn at this width at most (CSS pixels), sharper on dense screens. */
const PAGE_WIDTH = 900;

/**
 * A PDF drawn in the page with pdf.js, one canvas per page. This module is only ever imported lazily (it pulls in
 * pdf.js and its worker), by the document preview.
 */
export default function PdfView({ data }: { data: ArrayBuffer }) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const task = getDocument({ data: new Uint8Array(data.slice(0)) });
    let cancelled = false;
    (async () => {
      const doc = await task.promise;
      for (let number = 1; number <= doc.numPages && !cancelled; number += 1) {
        const page = await doc.getPage(number);
        const base = page.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const scale = Math.min(PAGE_WIDTH / base.width, 2);
        const viewport = page.getViewport({ scale: scale * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.display = 'block';
        canvas.style.margin = '0 auto 12px';
        canvas.style.boxShadow = '0 1px 4px rgba(0,0,0,.2)';
        canvas.dataset.page = String(number);
        if (cancelled || !host.current) return;
        host.current.appendChild(canvas);
        await page.render({ canvas, viewport }).promise;
      }
    })().catch((error: unknown) => {
      if (cancelled) return;
      console.warn('upload: the PDF could not be drawn', error);
      setFailed(true);
    });
    const container = host.current;
    return () => {
      cancelled = true;
      void task.destroy();
      container?.replaceChildren();
    };
  }, [data]);
  if (failed) return <div role="alert">{formatMessage(uploadMessages.loadFailed)}</div>;
  return <div ref={host} className="jnpf-pdf-view" data-testid="pdf-view" />;
}
