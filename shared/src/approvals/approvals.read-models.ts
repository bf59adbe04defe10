/**
 * The placement approvals read model (issue 17 item 4): one document per placement that needs its university's
 * approval (id: the application id), from its acceptance on, with every round of its learning agreement; and each
 * university's setting as the log has it so far (the projection's lookup: "the setting when it was accepted").
 * `evolveApprovalDocument` is the projector's write and the api's answer when the projector is past its bound.
 */
import type { PlacedWith } from '../placements/placement-lookups.read-models';
import { approvalEventSchemas, type LearningAgreement } from './approvals.events';
import type { PlacementApproval } from './approvals.schemas';

export type PlacementApprovalDocument = PlacementApproval & { studentId: string; internshipId: string };

export const placementApprovalsCollection = {
  name: 'placement_approvals',
  indexes: ['universityId', 'studentId', 'employerId', 'status'],
  ordered: ['updatedAt'],
};

export type ApprovalSettingDocument = { _id: string; isRequired: boolean };
export const approvalSettingsCollection = { name: 'placement_approval_settings' };

/** What an erased student's agreement reads as. */
export const ERASED_AGREEMENT: LearningAgreement = {
  startDate: '',
  endDate: '',
  supervisorName: '',
  supervisorEmail: '',
  learningGoals: '',
};

export type ApprovalIds = {
  applicationId: string;
  studentId: string;
  employerId: string;
  internshipId: string;
  universityId: string;
};

/** A placement accepted at `at` that waits for its learning agreement. */
export function newApprovalDocument(ids: ApprovalIds, placed: PlacedWith, at: string): PlacementApprovalDocument {
  const { internship, student } = placed;
  return {
    _id: ids.applicationId,
    ...ids,
    status: 'awaiting-agreement',
    round: 0,
    internship: { _id: internship._id, title: internship.title, company: internship.company },
    student: { ...student },
    agreement: null,
    rounds: [],
    acceptedAt: at,
    updatedAt: at,
  };
}

/**
 * The document after one of its agreement's events recorded at `at`; anything else, or a step the document has
 * already taken (a round it has, a round it is past), leaves it as it was. `opened`: a submission's agreement as
 * opened with the student's key (blank once their key is erased).
 */
export function evolveApprovalDocument(
  doc: PlacementApprovalDocument,
  event: { type: string; data: unknown },
  at: string,
  opened: LearningAgreement = ERASED_AGREEMENT,
): PlacementApprovalDocument {
  const last = doc.rounds[doc.rounds.length - 1];
  switch (event.type) {
    case 'LearningAgreementSubmitted': {
      const parsed = approvalEventSchemas.LearningAgreementSubmitted.safeParse(event.data);
      if (!parsed.success || parsed.data.round <= doc.round) return doc;
      const { round } = parsed.data;
      const agreement = opened;
      return {
        ...doc,
        status: 'submitted',
        round,
        agreement,
        rounds: [...doc.rounds, { round, agreement, submittedAt: at, confirmedAt: null, decision: null }],
        updatedAt: at,
      };
    }
    case 'LearningAgreementConfirmed': {
      const parsed = approvalEventSchemas.LearningAgreementConfirmed.safeParse(event.data);
      if (!parsed.success || !last || last.round !== parsed.data.round || last.confirmedAt) return doc;
      return withLastRound(doc, { ...last, confirmedAt: at }, 'confirmed', at);
    }
    case 'PlacementApproved':
    case 'LearningAgreementChangesRequested': {
      const parsed = approvalEventSchemas[event.type].safeParse(event.data);
      if (!parsed.success || !last || last.round !== parsed.data.round || last.decision) return doc;
      const status = event.type === 'PlacementApproved' ? 'approved' : 'changes-requested';
      const { comment } = parsed.data;
      return withLastRound(doc, { ...last, decision: { status, at, ...(comment ? { comment } : {}) } }, status, at);
    }
    default:
      return doc;
  }
}

function withLastRound(
  doc: PlacementApprovalDocument,
  round: PlacementApprovalDocument['rounds'][number],
  status: PlacementApprovalDocument['status'],
  at: string,
): PlacementApprovalDocument {
  return { ...doc, status, rounds: [...doc.rounds.slice(0, -1), round], updatedAt: at };
}
