import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConflictError, NotFoundError } from '../errors';
import { deciderSpec } from '../testing/decider-spec';
import { PLACEMENT_NOT_APPROVED } from '../approvals/approvals.constants';
import { testPlacement } from '../placements/review-item-decider-specs';
import type { IssueCertificate } from './certificates.commands';
import { codeFromBytes, codePattern, formatCode, normalizeCode } from './certificates.constants';
import type { CertificateEvent } from './certificates.events';
import { certificateDecider } from './certificates.decider';

const CODE = 'ABCDEFGHJKMNPQRSTVWXYZ01';
const issue = (change: Partial<IssueCertificate> = {}): IssueCertificate => ({
  type: 'IssueCertificate',
  studentId: 's1',
  placement: testPlacement(),
  dates: { startDate: '2027-03-01', endDate: '2027-06-30' },
  finalReportId: 'r1',
  finalEvaluationId: 'v1',
  revokedCertificateIds: [],
  today: '2027-06-30T09:00:00.000Z',
  certificateId: 'c1',
  code: CODE,
  ...change,
});
const issued: CertificateEvent = {
  type: 'CertificateIssued',
  data: {
    certificateId: 'c1',
    code: CODE,
    applicationId: 'a1',
    internshipId: 'i1',
    employerId: 'e1',
    studentId: 's1',
    startDate: '2027-03-01',
    endDate: '2027-06-30',
    reportId: 'r1',
    evaluationId: 'v1',
    issuedOn: '2027-06-30',
  },
};
const spec = deciderSpec(certificateDecider);

describe('certificate decider', () => {
  it('issues a certificate naming its grounds from the end date on, dated by the command', () => {
    spec.given([]).when(issue()).then([issued]);
    spec
      .given([])
      .when(issue({ today: '2027-08-01T00:00:00.000Z' }))
      .then([{ ...issued, data: { ...issued.data, issuedOn: '2027-08-01' } }]);
  });

  it('refuses before the end date, without an approved final report or final evaluation, saying which', () => {
    spec
      .given([])
      .when(issue({ today: '2027-06-29T23:59:59.000Z' }))
      .thenThrows(ConflictError, 'You can receive your certificate from the internship’s end date (2027-06-30) on');
    spec
      .given([])
      .when(issue({ finalReportId: null }))
      .thenThrows(ConflictError, 'Your final report must be approved before you can receive your certificate');
    spec
      .given([])
      .when(issue({ finalEvaluationId: null }))
      .thenThrows(
        ConflictError,
        'Your employer’s final evaluation must be approved before you can receive your certificate',
      );
  });

  it('hides another student’s placement and an application that never became a placement', () => {
    spec
      .given([])
      .when(issue({ studentId: 's2' }))
      .thenThrows(NotFoundError, 'Placement not found');
    for (const status of ['pending', 'reviewing', 'rejected', 'withdrawn'] as const) {
      spec
        .given([])
        .when(issue({ placement: testPlacement(status) }))
        .thenThrows(NotFoundError, 'Placement not found');
    }
  });

  it('waits for the university’s approval where it is required', () => {
    spec
      .given([])
      .when(issue({ placement: testPlacement('accepted', 'pending') }))
      .thenThrows(ConflictError, PLACEMENT_NOT_APPROVED);
  });

  it('keeps one valid certificate a placement, and issues a new one once the last was revoked', () => {
    spec
      .given([issued])
      .when(issue({ certificateId: 'c2' }))
      .thenThrows(ConflictError, 'Your certificate for this placement has already been issued');
    spec
      .given([issued])
      .when(issue({ certificateId: 'c2', revokedCertificateIds: ['c1'] }))
      .then([{ ...issued, data: { ...issued.data, certificateId: 'c2' } }]);
  });
});

describe('verification codes', () => {
  it('are 24 characters of the alphabet from any 15 bytes, and read back however they are typed', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 15, maxLength: 15 }), fc.boolean(), (bytes, lower) => {
        const code = codeFromBytes(bytes);
        expect(code).toMatch(codePattern);
        const typed = lower ? formatCode(code).toLowerCase() : ` ${formatCode(code)} `;
        expect(normalizeCode(typed)).toBe(code);
      }),
    );
  });

  it('differ for different bytes (no two of many random codes collide)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.uint8Array({ minLength: 15, maxLength: 15 }), {
          minLength: 2,
          maxLength: 500,
          size: 'max',
          selector: (bytes) => bytes.join(','),
        }),
        (all) => {
          expect(new Set(all.map(codeFromBytes)).size).toBe(all.length);
        },
      ),
    );
  });

  it('refuse anything that cannot be a code', () => {
    for (const input of ['', 'ABC', `${CODE}0`, 'ÀBCDEFGHJKMNPQRSTVWXYZ01', '../../etc/passwd', 'U'.repeat(24)]) {
      expect(normalizeCode(input), input).toBeNull();
    }
  });
});
