/**
 * A one-page resume as a real PDF (PDF 1.4, one Helvetica text page, a correct cross-reference table), so the demo
 * applications carry a file that opens in any viewer and passes the upload's check of the bytes.
 */

/** PDF strings are Latin-1 here: characters outside it become '?', and \, ( and ) are escaped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);
}

export function resumePdf(lines: {
  title: string;
  subtitle: string;
  sections: Array<[heading: string, text: string[]]>;
}): Buffer {
  const ops: string[] = ['BT', '/F2 20 Tf', '56 780 Td', `(${pdfText(lines.title)}) Tj`, '/F1 11 Tf', '0 -20 Td'];
  ops.push(`(${pdfText(lines.subtitle)}) Tj`);
  for (const [heading, text] of lines.sections) {
    ops.push('/F2 12 Tf', '0 -30 Td', `(${pdfText(heading)}) Tj`, '/F1 11 Tf');
    for (const line of text) ops.push('0 -16 Td', `(${pdfText(line)}) Tj`);
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
