/** Completion certificates (issue 17 item 7): their grounds, messages and codes, once for api and web. */

export const certificateStatuses = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/** Why a certificate stopped being valid: the ground that was reversed. */
export const revocationReasons = ['end-date-moved', 'placement-ended', 'account-deleted'] as const;
export type RevocationReason = (typeof revocationReasons)[number];

export const REVOCATION_REASON_TEXT: Record<RevocationReason, string> = {
  'end-date-moved': 'The internship’s end date was moved past the date of issue',
  'placement-ended': 'The placement is no longer an accepted one',
  'account-deleted': 'The student’s account was deleted',
};

export const PLACEMENT_NOT_FOUND = 'Placement not found';
export const CERTIFICATE_NOT_FOUND = 'Certificate not found';
export const VERIFICATION_NOT_FOUND = 'No certificate has this verification code';
export const FINAL_REPORT_MISSING = 'Your final report must be approved before you can receive your certificate';
export const EVALUATION_MISSING =
  'Your employer’s final evaluation must be approved before you can receive your certificate';
export const ALREADY_ISSUED = 'Your certificate for this placement has already been issued';
export const notEndedYet = (endDate: string) =>
  `You can receive your certificate from the internship’s end date (${endDate.slice(0, 10)}) on`;

/**
 * A verification code: 24 characters of Crockford's base32 (120 bits), shown in groups of four
 * (`7QK2-…`). Guessing one is hopeless, so `/verify` needs no secret beyond it.
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 24;
export const codePattern = /^[0-9A-HJKMNP-TV-Z]{24}$/;

/** `abcd-efgh-…` in any case, with or without dashes or spaces → the stored form, or null when it cannot be one. */
export function normalizeCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
  return codePattern.test(code) ? code : null;
}

/** The code as printed and shown: groups of four joined by dashes. */
export const formatCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/** A code from random bytes (the route's; the decider takes it on the command). */
export function codeFromBytes(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < CODE_LENGTH) {
      code += CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (code.length < CODE_LENGTH) throw new Error(`A code needs ${(CODE_LENGTH * 5) / 8} random bytes`);
  return code;
}
