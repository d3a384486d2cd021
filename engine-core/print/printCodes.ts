/**
 * Draws the barcodes and QR codes a filled template asks for (`data-print-barcode` / `data-print-qrcode`, the
 * value in `data-print-value`) with the generators the barcode and qrcode widgets use, loaded on first need.
 * A value a code cannot hold is shown as text instead.
 */

const SVG = 'http://www.w3.org/2000/svg';

async function drawBarcodes(root: HTMLElement): Promise<void> {
  const targets = [...root.querySelectorAll<HTMLElement>('[data-print-barcode]')];
  if (!targets.length) return;
  const { default: JsBarcode } = await import('jsbarcode');
  for (const el of targets) {
    const value = el.getAttribute('data-print-value') ?? '';
    el.replaceChildren();
    if (!value) continue;
    const svg = document.createElementNS(SVG, 'svg');
    // the value goes under the bars as text of the page (as the barcode widget draws, without jsbarcode's text)
    const caption = document.createElement('div');
    caption.style.cssText = 'font-size:12px;text-align:center';
    caption.textContent = value;
    try {
      JsBarcode(svg, value, { format: 'CODE128', height: 40, width: 1.5, margin: 0, displayValue: false });
      el.style.display = 'inline-block';
      el.append(svg, caption);
    } catch {
      el.append(caption);
    }
  }
}

async function drawQrCodes(root: HTMLElement): Promise<void> {
  const targets = [...root.querySelectorAll<HTMLElement>('[data-print-qrcode]')];
  if (!targets.length) return;
  const [{ QRCodeSVG }, { createElement }, { createRoot }, { flushSync }] = await Promise.all([
    import('qrcode.react'),
    import('react'),
    import('react-dom/client'),
    import('react-dom'),
  ]);
  for (const el of targets) {
    const value = el.getAttribute('data-print-value') ?? '';
    if (!value) continue;
    const host = document.createElement('span');
    el.replaceChildren(host);
    const root = createRoot(host);
    flushSync(() => root.render(createElement(QRCodeSVG, { value, size: 96 })));
  }
}

export async function drawPrintCodes(root: HTMLElement): Promise<void> {
  await Promise.all([drawBarcodes(root), drawQrCodes(root)]);
}
