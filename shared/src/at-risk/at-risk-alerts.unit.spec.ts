import { describe, expect, it } from 'vitest';
import { computeAtRiskAlerts, visibleAtRiskAlerts, type AtRiskSources } from './at-risk-alerts';

const A1 = '00000000-0000-4000-8000-000000000001';
const A2 = '00000000-0000-4000-8000-000000000002';
const today = '2027-03-20';

function sources(change: Partial<AtRiskSources> = {}): AtRiskSources {
  return {
    students: [
      { _id: 's1', firstName: 'Ada', lastName: 'Lovelace' },
      { _id: 's2', firstName: 'Ben', lastName: 'Okri' },
    ],
    applications: [
      { _id: A1, studentId: 's1', internshipId: 'i1', status: 'accepted', acceptedAt: '2027-02-01T10:00:00.000Z' },
    ],
    internships: [
      { _id: 'i1', title: 'Backend intern', company: 'Northwind', startDate: '2027-03-01', endDate: '2027-06-30' },
      { _id: 'i2', title: 'Data intern', company: 'Contoso', startDate: '2027-04-01', endDate: '2027-06-30' },
    ],
    approvals: [],
    logbookEntries: [],
    reports: [],
    evaluations: [],
    placementEvaluations: [],
    acknowledgements: [],
    ...change,
  };
}

const reasons = (alerts: { reason: string; applicationId: string }[]) =>
  alerts.map((alert) => `${alert.reason}:${alert.applicationId}`);

describe('at-risk alerts', () => {
  it('raises no-logbook 14 days after the start with no entry, and clears with an entry', () => {
    expect(computeAtRiskAlerts(sources(), '2027-03-14')).toEqual([]);
    const [alert] = computeAtRiskAlerts(sources(), '2027-03-15');
    expect(alert).toMatchObject({
      id: `no-logbook-${A1}`,
      reason: 'no-logbook',
      studentId: 's1',
      studentName: 'Ada Lovelace',
      internship: { _id: 'i1', title: 'Backend intern', company: 'Northwind' },
      detail: 'No logbook entry since the placement started on 2027-03-01',
      since: '2027-03-01',
      cause: 'last:none',
    });
    const entry = { applicationId: A1, createdAt: '2027-03-10T08:00:00.000Z' };
    expect(computeAtRiskAlerts(sources({ logbookEntries: [entry] }), today)).toEqual([]);
    expect(computeAtRiskAlerts(sources({ logbookEntries: [entry] }), '2027-03-24')).toMatchObject([
      { reason: 'no-logbook', detail: 'No logbook entry since 2027-03-10', cause: 'last:2027-03-10' },
    ]);
  });

  it('raises nothing for a placement awaiting approval, not started, ended (logbooks), or not accepted', () => {
    expect(computeAtRiskAlerts(sources({ approvals: [{ _id: A1, status: 'confirmed' }] }), today)).toEqual([]);
    expect(reasons(computeAtRiskAlerts(sources({ approvals: [{ _id: A1, status: 'approved' }] }), today))).toEqual([
      `no-logbook:${A1}`,
    ]);
    expect(computeAtRiskAlerts(sources(), '2027-02-20')).toEqual([]);
    expect(computeAtRiskAlerts(sources(), '2027-07-20')).toEqual([]);
    for (const status of ['pending', 'reviewing', 'rejected'] as const) {
      const applications = [{ ...sources().applications[0]!, status, acceptedAt: null }];
      expect(computeAtRiskAlerts(sources({ applications }), today)).toEqual([]);
    }
  });

  it('raises overdue reports still open past their due date, naming the oldest', () => {
    const report = (id: string, dueDate: string, status: 'draft' | 'submitted' | 'requires_revision') => ({
      _id: id,
      applicationId: A1,
      dueDate,
      status,
    });
    const logbookEntries = [{ applicationId: A1, createdAt: '2027-03-19T08:00:00.000Z' }];
    const alerts = computeAtRiskAlerts(
      sources({
        logbookEntries,
        reports: [
          report('r1', '2027-03-15', 'draft'),
          report('r2', '2027-03-10', 'requires_revision'),
          report('r3', '2027-03-01', 'submitted'),
          report('r4', '2027-03-20', 'draft'),
        ],
      }),
      today,
    );
    expect(alerts).toMatchObject([
      { reason: 'overdue-report', detail: '2 reports overdue, the oldest due 2027-03-10', cause: 'r2,r1' },
    ]);
  });

  it('raises a low evaluation of either side below 2.5', () => {
    const logbookEntries = [{ applicationId: A1, createdAt: '2027-03-19T08:00:00.000Z' }];
    expect(
      computeAtRiskAlerts(
        sources({ logbookEntries, evaluations: [{ _id: 'e1', applicationId: A1, averageRating: 2.5 }] }),
        today,
      ),
    ).toEqual([]);
    const alerts = computeAtRiskAlerts(
      sources({
        logbookEntries,
        evaluations: [{ _id: 'e1', applicationId: A1, averageRating: 2.4 }],
        placementEvaluations: [{ _id: A1, applicationId: A1, average: 1.8 }],
      }),
      today,
    );
    expect(alerts).toMatchObject([
      {
        reason: 'low-evaluation',
        detail: 'Average below 2.5: the employer rated 2.4; the student rated the placement 1.8',
        cause: `e1,placement:${A1}`,
      },
    ]);
  });

  it('raises a withdrawal after acceptance, and not one before it', () => {
    const applications = [
      { _id: A1, studentId: 's1', internshipId: 'i1', status: 'withdrawn' as const, acceptedAt: '2027-02-01' },
      { _id: A2, studentId: 's2', internshipId: 'i2', status: 'withdrawn' as const, acceptedAt: null },
    ];
    expect(computeAtRiskAlerts(sources({ applications }), today)).toMatchObject([
      { reason: 'withdrawn', applicationId: A1, detail: 'Withdrew from the placement after being accepted' },
    ]);
  });

  it('hides an alert acknowledged with its current cause, and shows it again when the cause changes', () => {
    const id = `no-logbook-${A1}`;
    expect(visibleAtRiskAlerts(sources({ acknowledgements: [{ alertId: id, cause: 'last:none' }] }), today)).toEqual({
      alerts: [],
      acknowledged: 1,
    });
    const later = sources({
      logbookEntries: [{ applicationId: A1, createdAt: '2027-03-02T08:00:00.000Z' }],
      acknowledgements: [{ alertId: id, cause: 'last:none' }],
    });
    expect(visibleAtRiskAlerts(later, today)).toMatchObject({
      alerts: [{ id, cause: 'last:2027-03-02' }],
      acknowledged: 0,
    });
  });
});
