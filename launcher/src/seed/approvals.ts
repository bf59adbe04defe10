/**
 * Demo data: Northbridge asks for its approval of placements accepted from eight days ago on (issue 17 item 4), so its
 * autumn intake shows each approval state: Mateo's placement approved after one round of changes, Hannah's agreement
 * confirmed by the employer and waiting for the university, Sofia's submitted and waiting for the employer.
 */
import {
  confirmLearningAgreementRoute,
  decidePlacementApprovalRoute,
  submitLearningAgreementRoute,
} from '@stint/api/approvals/change-approval.routes';
import { updateApprovalSettingRoute } from '@stint/api/approvals/approval-setting.routes';
import type { SeedPlan } from './plan';

const SUPERVISORS: Record<string, { supervisorName: string; supervisorEmail: string }> = {
  tidewater: { supervisorName: 'Marcus Bell', supervisorEmail: 'marcus.bell@tidewater.example' },
  brightlane: { supervisorName: 'Ines Carvalho', supervisorEmail: 'ines.carvalho@brightlane.example' },
};

export function planApprovals(plan: SeedPlan): void {
  const { at, call, person, applications, internshipOf, dateAt } = plan;
  at(8, 'approval required at northbridge', async (when) => {
    await call(updateApprovalSettingRoute, {
      actor: person('northbridge'),
      at: when,
      commandId: 'demo:approval-setting:northbridge',
      body: { isApprovalRequired: true },
    });
  });

  /** One student's rounds: each a submission, then (if given) the employer's confirmation and the university's word. */
  const agreementOf = (
    key: string,
    internship: string,
    rounds: { submitted: number; confirmed?: number; decided?: number; changes?: string; goals: string }[],
  ) => {
    const applicationKey = `${key}@${internship}`;
    const employer = internshipOf(internship).employer;
    const id = () => applications.get(applicationKey)!;
    rounds.forEach((round, index) => {
      at(round.submitted, `agreement ${index + 1} ${applicationKey}`, async (when) => {
        await call(submitLearningAgreementRoute, {
          actor: person(key),
          at: when,
          commandId: `demo:agreement:${index + 1}:${applicationKey}`,
          params: { id: id() },
          body: {
            round: index,
            startDate: dateAt(internshipOf(internship).start),
            endDate: dateAt(internshipOf(internship).end),
            ...SUPERVISORS[employer]!,
            learningGoals: round.goals,
          },
        });
      });
      if (round.confirmed === undefined) return;
      at(round.confirmed, `confirm agreement ${index + 1} ${applicationKey}`, async (when) => {
        await call(confirmLearningAgreementRoute, {
          actor: person(employer),
          at: when,
          commandId: `demo:confirm-agreement:${index + 1}:${applicationKey}`,
          params: { id: id() },
          body: { round: index + 1 },
        });
      });
      if (round.decided === undefined) return;
      at(round.decided, `decide agreement ${index + 1} ${applicationKey}`, async (when) => {
        await call(decidePlacementApprovalRoute, {
          actor: person('northbridge'),
          at: when,
          commandId: `demo:decide-agreement:${index + 1}:${applicationKey}`,
          params: { id: id() },
          body: round.changes
            ? { round: index + 1, decision: 'changes-requested', comment: round.changes }
            : { round: index + 1, decision: 'approved', comment: 'Well planned. Enjoy the placement.' },
        });
      });
    });
  };

  agreementOf('student:mateo-rossi', 'sales', [
    {
      submitted: 5.5,
      confirmed: 5,
      decided: 4.5,
      changes: 'Please add a goal you can assess for your marketing module.',
      goals: 'Learn how a sales team qualifies prospects.',
    },
    {
      submitted: 4,
      confirmed: 3.6,
      decided: 3,
      goals:
        'Learn how a sales team qualifies prospects.\nRun one small outreach campaign and report its results for ' +
        'the marketing module.',
    },
  ]);
  agreementOf('student:hannah-schreiber', 'frontend', [
    { submitted: 2.8, confirmed: 2, goals: 'Build accessible interface components and ship them to production.' },
  ]);
  agreementOf('student:sofia-lindqvist', 'sales', [
    { submitted: 1, goals: 'See how international accounts are opened and kept.' },
  ]);
}
