/**
 * Completion certificates of one placement: issued only to its student, for an accepted (and, where required,
 * approved) placement, from the internship's end date on, with an approved final report and an approved final
 * evaluation. A placement holds one valid certificate at a time; after a revocation, once the grounds hold again, a
 * new one with a new code can be issued.
 */
import { ConflictError, NotFoundError } from '../errors';
import { defineDecider } from '../decider';
import { assertOpenForCoursework, isAcceptedPlacement } from '../placements/placements';
import type { CertificateCommand } from './certificates.commands';
import {
  ALREADY_ISSUED,
  EVALUATION_MISSING,
  FINAL_REPORT_MISSING,
  notEndedYet,
  PLACEMENT_NOT_FOUND,
} from './certificates.constants';
import { certificateEventSchemas, type CertificateEvent } from './certificates.events';

export type CertificateState = { issued: string[] };

const initialState = (): CertificateState => ({ issued: [] });

function evolve(state: CertificateState, event: CertificateEvent): CertificateState {
  switch (event.type) {
    case 'CertificateIssued':
      return { issued: [...state.issued, event.data.certificateId] };
  }
}

function decide(command: CertificateCommand, state: CertificateState): CertificateEvent[] {
  switch (command.type) {
    case 'IssueCertificate': {
      const { placement } = command;
      // Someone else's placement, or an application that never became one, is indistinguishable from a missing one.
      if (placement.studentId !== command.studentId || !isAcceptedPlacement(placement)) {
        throw new NotFoundError(PLACEMENT_NOT_FOUND);
      }
      if (state.issued.some((id) => !command.revokedCertificateIds.includes(id))) {
        throw new ConflictError(ALREADY_ISSUED);
      }
      assertOpenForCoursework(placement);
      const today = command.today.slice(0, 10);
      if (today < command.dates.endDate.slice(0, 10)) throw new ConflictError(notEndedYet(command.dates.endDate));
      if (!command.finalReportId) throw new ConflictError(FINAL_REPORT_MISSING);
      if (!command.finalEvaluationId) throw new ConflictError(EVALUATION_MISSING);
      return [
        {
          type: 'CertificateIssued',
          data: {
            certificateId: command.certificateId,
            code: command.code,
            applicationId: placement.applicationId,
            internshipId: placement.internshipId,
            employerId: placement.employerId,
            studentId: placement.studentId,
            startDate: command.dates.startDate.slice(0, 10),
            endDate: command.dates.endDate.slice(0, 10),
            reportId: command.finalReportId,
            evaluationId: command.finalEvaluationId,
            issuedOn: today,
          },
        },
      ];
    }
  }
}

export const certificateDecider = defineDecider({
  initialState,
  evolve,
  decide,
  eventSchemas: certificateEventSchemas,
});
