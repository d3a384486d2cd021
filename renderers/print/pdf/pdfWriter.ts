/**
 * A small PDF writer whose text stays text (docs/print-templates.md). Chinese needs a CJK font; embedding one
 * would ship megabytes to the browser, so text is set in Adobe's standard non-embedded CJK font STSong-Light
 * with the UniGB-UCS2-H encoding (every PDF reader maps it to a Song face it has) and a ToUnicode map, so
 * copying, searching and text extraction read the characters back.
 */

export interface PdfPage {
  /** points (1/72 inch) */
  width: number;
  height: number;
  /** content-stream operators, origin top-left in points (flipped here) */
  ops: string[];
}

const n = (v: number) => (Math.round(v * 100) / 100).toString();

/** A UCS-2 hex string of the text: characters outside the BMP are left out (the font has none). */
function hexOf(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code > 0xffff || (code >= 0xd800 && code <= 0xdfff)) continue;
    out += code.toString(16).padStart(4, '0');
  }
  return out;
}

/** Width in em of a run as the reader's Song face sets it: half width for ASCII, full width otherwise. */
export function naturalWidth(text: string): number {
  let em = 0;
  for (const ch of text) em += ch.codePointAt(0)! < 0x80 ? 0.5 : 1;
  return em;
}

/** Text set at a baseline, horizontally scaled to span `width` as it did on screen. */
export function textOp(page: PdfPage, text: string, x: number, baseline: number, size: number, width: number) {
  const hex = hexOf(text);
  if (!hex) return;
  const natural = naturalWidth(text) * size;
  const scale = natural > 0 && width > 0 ? Math.max(50, Math.min(200, (100 * width) / natural)) : 100;
  page.ops.push(`BT /F1 ${n(size)} Tf ${n(scale)} Tz 1 0 0 1 ${n(x)} ${n(page.height - baseline)} Tm <${hex}> Tj ET`);
}

/** A straight line in a grey level (0 black … 1 white). */
export function lineOp(page: PdfPage, x1: number, y1: number, x2: number, y2: number, width: number, grey = 0) {
  page.ops.push(`${n(grey)} G ${n(width)} w ${n(x1)} ${n(page.height - y1)} m ${n(x2)} ${n(page.height - y2)} l S`);
}

/** A filled axis-aligned rectangle (a barcode bar), top-left origin like the other operators. */
export function rectOp(page: PdfPage, x: number, y: number, width: number, height: number, grey = 0) {
  page.ops.push(`${n(grey)} g ${n(x)} ${n(page.height - y - height)} ${n(width)} ${n(height)} re f`);
}

/** Filled polygons (a QR code's runs of modules), each a list of [x, y] points, top-left origin. */
export function polygonsOp(page: PdfPage, polygons: [number, number][][], grey = 0) {
  const parts = polygons
    .filter((points) => points.length > 2)
    .map(
      (points) => points.map(([x, y], i) => `${n(x)} ${n(page.height - y)} ${i === 0 ? 'm' : 'l'}`).join(' ') + ' h',
    );
  if (parts.length) page.ops.push(`${n(grey)} g ${parts.join(' ')} f`);
}

function toUnicodeCMap(): string {
  const ranges: string[] = [];
  for (let hi = 0; hi < 256; hi += 1) {
    if (hi >= 0xd8 && hi <= 0xdf) continue;
    const h = hi.toString(16).padStart(2, '0');
    ranges.push(`<${h}00> <${h}ff> <${h}00>`);
  }
  const blocks: string[] = [];
  for (let i = 0; i < ranges.length; i += 100) {
    const part = ranges.slice(i, i + 100);
    blocks.push(`${part.length} beginbfrange\n${part.join('\n')}\nendbfrange`);
  }
  return [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <ffff> endcodespacerange',
    ...blocks,
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
}

const stream = (body: string) => `<< /Length ${body.length} >>\nstream\n${body}\nendstream`;

/** The file's bytes: catalog, page tree, the CJK font and one content stream per page. */
export function buildPdf(pages: PdfPage[]): Uint8Array {
  const objects: string[] = [];
  const FONT = 3;
  const first = 7;
  const kids = pages.map((_, i) => `${first + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push(
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] /ToUnicode 6 0 R >>',
  );
  objects.push(
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 5 0 R /DW 1000 /W [1 95 500] >>',
  );
  objects.push(
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  );
  objects.push(stream(toUnicodeCMap()));
  for (const page of pages) {
    const id = objects.length + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${n(page.width)} ${n(page.height)}] /Resources << /Font << /F1 ${FONT} 0 R >> >> /Contents ${id + 1} 0 R >>`,
    );
    objects.push(stream(page.ops.join('\n')));
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // every character above is ASCII (text goes in as hex), so one char is one byte
  return new TextEncoder().encode(body);
}
