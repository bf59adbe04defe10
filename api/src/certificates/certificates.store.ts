/**
 * What the certificate routes share: the certificates read model, and a placement's grounds — the placement and the
 * internship's dates from the log, the approved final report and final evaluation from their read models (an
 * approval is final, so a lagging read model can only under-report one, never invent it).
 */
import { NotFoundError, type Actor } from '@stint/shared';
import { PLACEMENT_NOT_FOUND } from '@stint/shared/certificates/certificates.constants';
import { certificatesCollection, type CertificateDocument } from '@stint/shared/certificates/certificates.read-models';
import { evaluationsCollection, type EvaluationDocument } from '@stint/shared/evaluations/evaluations.read-models';
import type { ApiDeps } from '../platform/api-deps';
import { loadPlacement, type LoadedPlacement } from '../placements/placements.store';
import { reportsOf } from '../reports/reports.store';

type Stores = Pick<ApiDeps, 'platform'>;

export const certificatesOf = (deps: Stores) =>
  deps.platform.readStore.collection<CertificateDocument>(certificatesCollection);

/** No screen pages these lists: a student has a handful of placements, and a certificate each. */
const LIST_MAX = 1000;
export const newestFirst = { sort: { createdAt: -1 as const, _id: 1 as const }, limit: LIST_MAX };

export type Grounds = {
  loaded: LoadedPlacement;
  finalReportId: string | null;
  finalEvaluationId: string | null;
  certificates: CertificateDocument[];
};

/** The student's placement at `internshipId` and where it stands; a 404 when there is no such placement of theirs. */
export async function loadGrounds(deps: Stores, internshipId: string, student: Actor): Promise<Grounds> {
  const loaded = await loadPlacement(deps, internshipId, student.id);
  if (!loaded || loaded.placement.applicationStatus !== 'accepted') throw new NotFoundError(PLACEMENT_NOT_FOUND);
  const { applicationId } = loaded.placement;
  const approved = { applicationId, type: 'final', status: 'approved' };
  const [reports, evaluations, certificates] = await Promise.all([
    reportsOf(deps).find(approved, { limit: 1 }),
    deps.platform.readStore.collection<EvaluationDocument>(evaluationsCollection).find(approved, { limit: 1 }),
    certificatesOf(deps).find({ applicationId }, newestFirst),
  ]);
  return {
    loaded,
    finalReportId: reports[0]?._id ?? null,
    finalEvaluationId: evaluations[0]?._id ?? null,
    certificates,
  };
}

/** The valid certificate among a placement's, if any. */
export const validOf = (certificates: CertificateDocument[]) =>
  certificates.find((certificate) => certificate.status === 'valid') ?? null;

/** Who may see a certificate: its student, their university, and the admins. */
export function canSee(actor: Actor, certificate: CertificateDocument): boolean {
  if (actor.role === 'admin') return true;
  if (actor.role === 'university') return certificate.universityId === actor.id;
  return actor.role === 'student' && certificate.studentId === actor.id;
}
