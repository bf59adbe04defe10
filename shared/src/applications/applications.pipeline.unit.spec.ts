/**
 * The employer's pipeline (issue 17): moves between stages, decided on the internship's stream like every decision,
 * refused when the application has moved since the employer saw it.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConflictError, NotFoundError } from '../errors';
import { fold } from '../decider';
import { deciderSpec } from '../testing/decider-spec';
import { applied, posted, submitApplication, withdrawApplication } from '../testing/internship-events';
import type { InternshipCommand } from '../internships/internships.commands';
import type { InternshipEvent } from '../internships/internships.events';
import { internshipDecider } from '../internships/internships.decider';
import {
  applicationStages,
  movableStages,
  STATUS_OF_STAGE,
  type ApplicationStage,
  type ApplicationStatus,
  type MovableStage,
} from './applications.constants';
import { evolveApplicationDocument, type ApplicationDocument } from './applications.read-models';

const spec = deciderSpec(internshipDecider);
const ids = { internshipId: 'i1', applicationId: 'a1', studentId: 's1' };

const move = (from: ApplicationStage, to: MovableStage, extra: Partial<InternshipCommand> = {}): InternshipCommand =>
  ({ type: 'MoveApplication', applicationId: 'a1', employerId: 'e1', from, to, ...extra }) as InternshipCommand;
const statusChanged = (from: ApplicationStatus, to: ApplicationStatus, applicationId = 'a1'): InternshipEvent => ({
  type: 'ApplicationStatusChanged',
  data: { ...ids, applicationId, studentId: applicationId === 'a1' ? 's1' : 's2', from, to },
});
const stageChanged = (from: ApplicationStage, to: ApplicationStage): InternshipEvent => ({
  type: 'ApplicationStageChanged',
  data: { ...ids, from, to },
});

describe('the pipeline', () => {
  it('moves a new application into review: the status change to reviewing, then the stage', () => {
    spec
      .given([posted(), applied('a1', 's1')])
      .when(move('new', 'interview', { note: 'Tuesday?' } as Partial<InternshipCommand>))
      .then([
        statusChanged('pending', 'reviewing'),
        { type: 'ApplicationStageChanged', data: { ...ids, from: 'new', to: 'interview', note: 'Tuesday?' } },
      ]);
  });

  it('moves between the stages of review with a stage change alone', () => {
    spec
      .given([posted(), applied('a1', 's1'), statusChanged('pending', 'reviewing'), stageChanged('new', 'interview')])
      .when(move('interview', 'offer'))
      .then([stageChanged('interview', 'offer')]);
  });

  it('reads an old history without stage events at the stage its status implies', () => {
    // Before stages, `reviewing` was all there was: it is shortlisted.
    spec
      .given([posted(), applied('a1', 's1'), statusChanged('pending', 'reviewing')])
      .when(move('shortlisted', 'interview'))
      .then([stageChanged('shortlisted', 'interview')]);
    spec
      .given([posted(), applied('a1', 's1'), statusChanged('pending', 'reviewing')])
      .when(move('new', 'interview'))
      .thenThrows(
        ConflictError,
        'This application has moved to Shortlisted since you saw it as New; reload to see where it is now',
      );
  });

  it('refuses a stale move, naming where the application is now', () => {
    spec
      .given([posted(), applied('a1', 's1'), statusChanged('pending', 'reviewing'), stageChanged('new', 'offer')])
      .when(move('shortlisted', 'rejected'))
      .thenThrows(
        ConflictError,
        'This application has moved to Offer since you saw it as Shortlisted; reload to see where it is now',
      );
    spec
      .given([posted(), applied('a1', 's1'), statusChanged('pending', 'withdrawn')])
      .when(move('new', 'shortlisted'))
      .thenThrows(
        ConflictError,
        'This application has moved to Withdrawn since you saw it as New; reload to see where it is now',
      );
    spec
      .given([posted(), applied('a1', 's1'), statusChanged('pending', 'withdrawn')])
      .when(move('withdrawn', 'shortlisted'))
      .thenThrows(ConflictError, 'This application is withdrawn and cannot be moved to Shortlisted');
    spec
      .given([posted(), applied('a1', 's1'), statusChanged('pending', 'reviewing')])
      .when(move('shortlisted', 'shortlisted'))
      .thenThrows(ConflictError, 'This application is already Shortlisted');
  });

  it('accepts and rejects as the decisions always did: the same event, the same seat check', () => {
    spec
      .given([posted(), applied('a1', 's1'), statusChanged('pending', 'reviewing'), stageChanged('new', 'offer')])
      .when(move('offer', 'accepted'))
      .then([statusChanged('reviewing', 'accepted')]);
    spec
      .given([posted(), applied('a1', 's1')])
      .when(move('new', 'rejected', { note: 'Thank you' } as Partial<InternshipCommand>))
      .then([
        { type: 'ApplicationStatusChanged', data: { ...ids, from: 'pending', to: 'rejected', note: 'Thank you' } },
      ]);
    spec
      .given([posted(1), applied('a2', 's2'), statusChanged('pending', 'accepted', 'a2'), applied('a1', 's1')])
      .when(move('new', 'accepted'))
      .thenThrows(ConflictError, 'All 1 position is already filled for this internship');
    spec
      .given([posted(), applied('a1', 's1'), statusChanged('pending', 'rejected')])
      .when(move('rejected', 'accepted'))
      .thenThrows(ConflictError, 'This application is rejected and cannot be marked accepted');
  });

  it("treats another employer's internship as missing", () => {
    spec
      .given([posted(), applied('a1', 's1')])
      .when(move('new', 'shortlisted', { employerId: 'e2' } as Partial<InternshipCommand>))
      .thenThrows(NotFoundError, 'Internship not found');
    spec.given([posted()]).when(move('new', 'shortlisted')).thenThrows(NotFoundError, 'Application not found');
  });

  it('keeps every status and stage consistent with the mapping, in the state and the document, whatever the moves', () => {
    const student = fc.integer({ min: 1, max: 5 });
    const step: fc.Arbitrary<InternshipCommand> = fc.oneof(
      student.map(submitApplication),
      fc
        .tuple(student, fc.constantFrom(...applicationStages), fc.constantFrom(...movableStages))
        .map(([n, from, to]) => ({
          type: 'MoveApplication' as const,
          applicationId: `a${n}`,
          employerId: 'e1',
          from,
          to,
        })),
      fc
        .tuple(student, fc.constantFrom('reviewing' as const, 'accepted' as const, 'rejected' as const))
        .map(([n, status]) => ({
          type: 'DecideApplication' as const,
          applicationId: `a${n}`,
          employerId: 'e1',
          status,
        })),
      student.map((n) => withdrawApplication(`a${n}`, `s${n}`)),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.array(step, { maxLength: 50, size: 'max' }),
        (positions, steps) => {
          const events: InternshipEvent[] = [posted(positions)];
          let state = fold(internshipDecider, events);
          for (const next of steps) {
            try {
              const decided = internshipDecider.decide(next, state);
              events.push(...decided);
              state = decided.reduce(internshipDecider.evolve, state);
            } catch (error) {
              if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
            }
          }
          if (state.status !== 'posted') return false;
          const documents = new Map<string, ApplicationDocument>();
          const context = { at: '2027-01-02T00:00:00.000Z', actor: null };
          for (const event of events) {
            if (event.type === 'ApplicationSubmitted') {
              const sources = {
                internship: null,
                student: {
                  _id: '',
                  firstName: '',
                  lastName: '',
                  email: '',
                  phone: '',
                  university: '',
                  major: '',
                  yearOfStudy: '',
                },
                personal: null,
              };
              documents.set(
                event.data.applicationId,
                evolveApplicationDocument(null, event, { ...context, ...sources }),
              );
            } else if (event.type === 'ApplicationStatusChanged' || event.type === 'ApplicationStageChanged') {
              const after = evolveApplicationDocument(documents.get(event.data.applicationId) ?? null, event, context);
              // Every event the decider records applies to the document.
              expect(after).not.toBeNull();
              documents.set(event.data.applicationId, after!);
            }
          }
          for (const [id, application] of state.applications) {
            expect(STATUS_OF_STAGE[application.stage]).toBe(application.status);
            expect(documents.get(id)).toMatchObject({ status: application.status, stage: application.stage });
          }
          return state.applications.count((a) => a.status === 'accepted') <= positions;
        },
      ),
    );
  });
});
