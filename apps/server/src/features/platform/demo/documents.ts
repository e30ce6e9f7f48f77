import { loadSharp } from '../uploads/resize-image.ts';

/** A part of a demo document: a heading and its paragraphs. */
export interface DocumentSection {
  heading: string;
  paragraphs: string[];
}

const pageWidth = 595; // A4, in points
const pageHeight = 842;
const margin = 56;
const bodySize = 11;
const lineHeight = 15;
/** Characters of 11 pt Helvetica that fit the text width, on average. */
const lineLength = 88;

/** PDF text: the base-14 fonts' ASCII, with its three special characters escaped. */
function pdfText(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (ch) => `\\${ch}`);
}

function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > lineLength) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A real PDF of A4 pages (Helvetica, headings in bold), as an organiser would publish: the title,
 * then each section's heading and paragraphs, wrapped and flowed over as many pages as needed.
 */
export function pdfDocument(title: string, sections: DocumentSection[]): Buffer {
  type Line = { font: 'F1' | 'F2'; size: number; text: string; gapBefore: number };
  const lines: Line[] = [{ font: 'F2', size: 20, text: title, gapBefore: 0 }];
  for (const section of sections) {
    lines.push({ font: 'F2', size: 14, text: section.heading, gapBefore: 14 });
    for (const paragraph of section.paragraphs) {
      wrap(paragraph).forEach((text, index) => {
        lines.push({ font: 'F1', size: bodySize, text, gapBefore: index === 0 ? 6 : 0 });
      });
    }
  }
  const pages: string[] = [];
  let content = '';
  let y = pageHeight - margin;
  for (const line of lines) {
    const height = line.gapBefore + Math.max(lineHeight, line.size + 6);
    if (y - height < margin && content) {
      pages.push(content);
      content = '';
      y = pageHeight - margin;
    }
    y -= content ? height : line.size;
    content += `BT /${line.font} ${line.size} Tf ${margin} ${y} Td (${pdfText(line.text)}) Tj ET\n`;
  }
  pages.push(content);

  // Objects: 1 catalog, 2 page tree, 3 and 4 fonts, then a page and its content per page.
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${5 + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((stream, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + 2 * i} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}endstream`,
    );
  });
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * The demo's hall plan as a PNG: two halls of numbered stands (the demo team's, A12,
 * highlighted), the seminar theatre, café, entrances and the organisers' office.
 */
export async function floorPlanImage(): Promise<Buffer> {
  const stands: string[] = [];
  const rows = ['A', 'B', 'C', 'D'];
  rows.forEach((row, r) => {
    for (let n = 1; n <= 14; n += 1) {
      // Seven stands either side of the main aisle, four rows down the halls.
      const x = n <= 7 ? 80 + (n - 1) * 62 : 592 + (n - 8) * 62;
      const y = 170 + r * 130;
      const ours = row === 'A' && n === 12;
      stands.push(
        `<rect x="${x}" y="${y}" width="56" height="48" rx="4" fill="${ours ? '#ffd43b' : '#e7f5ff'}" stroke="#1c7ed6" stroke-width="2"/>`,
        `<text x="${x + 28}" y="${y + 30}" font-size="16" text-anchor="middle" fill="#1c2833">${row}${n}</text>`,
      );
    }
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1100" height="860" font-family="DejaVu Sans, sans-serif">
    <rect width="1100" height="860" fill="#ffffff"/>
    <text x="550" y="60" font-size="30" font-weight="700" text-anchor="middle" fill="#1c2833">Showdesk Demo Expo: hall plan</text>
    <text x="550" y="98" font-size="17" text-anchor="middle" fill="#495057">Hall 1 (A and B rows) and Hall 2 (C and D rows); your stand is shown in yellow</text>
    <rect x="50" y="130" width="1000" height="640" fill="none" stroke="#343a40" stroke-width="4"/>
    ${stands.join('\n    ')}
    <rect x="520" y="150" width="60" height="600" fill="#f1f3f5"/>
    <text x="550" y="460" font-size="16" text-anchor="middle" fill="#495057" transform="rotate(-90 550 460)">Main aisle</text>
    <rect x="80" y="700" width="260" height="52" rx="4" fill="#ebfbee" stroke="#2f9e44" stroke-width="2"/>
    <text x="210" y="732" font-size="17" text-anchor="middle" fill="#1c2833">Seminar theatre</text>
    <rect x="760" y="700" width="150" height="52" rx="4" fill="#fff4e6" stroke="#e8590c" stroke-width="2"/>
    <text x="835" y="732" font-size="17" text-anchor="middle" fill="#1c2833">Cafe</text>
    <rect x="930" y="700" width="100" height="52" rx="4" fill="#f3f0ff" stroke="#7048e8" stroke-width="2"/>
    <text x="980" y="732" font-size="15" text-anchor="middle" fill="#1c2833">Office</text>
    <text x="550" y="810" font-size="18" font-weight="700" text-anchor="middle" fill="#1c2833">Main entrance</text>
    <text x="40" y="460" font-size="16" text-anchor="middle" fill="#495057" transform="rotate(-90 40 460)">Loading bay (build-up and breakdown)</text>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}
