/**
 * A completion certificate as a one-page A4 PDF (pdf-lib, the standard Helvetica fonts): who completed which
 * internship, where and when, the day of issue, and the verification code with the address that checks it. The
 * standard fonts encode Windows-1252 only; a character outside it is drawn as "?" (the verification page shows the
 * name as written). The code is also the document's subject, so a reader can find it without parsing the page.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatCode } from '@stint/shared/certificates/certificates.constants';
import type { Certificate } from '@stint/shared/certificates/certificates.schemas';

const INDIGO = rgb(0.31, 0.27, 0.9);
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.42, 0.45, 0.5);

/** `text` with every character the font cannot encode replaced by "?". */
function drawable(font: PDFFont, text: string): string {
  return [...text]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');
}

const longDate = (date: string) =>
  new Date(`${date.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export async function certificatePdf(certificate: Certificate, verifyUrl: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const code = formatCode(certificate.code);
  pdf.setTitle(`Certificate of completion — ${certificate.internship.title}`.replace('—', '-'));
  pdf.setSubject(code);
  pdf.setCreator('Stint');
  pdf.setProducer('Stint');
  pdf.setCreationDate(new Date(`${certificate.issuedOn}T00:00:00Z`));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width } = page.getSize();

  const centred = (target: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) => {
    const shown = drawable(font, text);
    // A long title or name shrinks to fit the margins.
    const fitted = Math.min(size, (size * (width - 120)) / Math.max(1, font.widthOfTextAtSize(shown, size)));
    target.drawText(shown, {
      x: (width - font.widthOfTextAtSize(shown, fitted)) / 2,
      y,
      size: fitted,
      font,
      color,
    });
  };

  page.drawRectangle({ x: 30, y: 30, width: width - 60, height: 781.89, borderColor: INDIGO, borderWidth: 3 });
  centred(page, 'Stint', 740, bold, 20, INDIGO);
  centred(page, 'Certificate of Completion', 680, bold, 30);
  centred(page, 'This certifies that', 620, regular, 14, MUTED);
  centred(page, certificate.studentName, 580, bold, 26);
  centred(page, 'has completed the internship', 540, regular, 14, MUTED);
  centred(page, certificate.internship.title, 500, bold, 20);
  centred(page, `at ${certificate.internship.company}`, 470, regular, 16);
  centred(page, `from ${longDate(certificate.startDate)} to ${longDate(certificate.endDate)}`, 440, regular, 14);
  centred(page, `Issued on ${longDate(certificate.issuedOn)}`, 380, regular, 12, MUTED);
  centred(page, 'Verification code', 200, regular, 11, MUTED);
  centred(page, code, 175, bold, 18, INDIGO);
  centred(page, `Check that it is genuine at ${verifyUrl}`, 145, regular, 10, MUTED);
  return Buffer.from(await pdf.save());
}
