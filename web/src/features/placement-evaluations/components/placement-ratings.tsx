/**
 * What the students' placement evaluations add up to (issue 17 item 6): the admin's table of every employer's
 * averages, the employer's own card (averages from three evaluations on, otherwise that there are not enough yet) and
 * one student's evaluations on their university's page. Each is live.
 */
import {
  EMPLOYER_AGGREGATE_MINIMUM,
  PLACEMENT_RATING_MAX,
  placementRatingKeys,
  placementRatingLabels,
} from '@stint/shared/placement-evaluations/placement-evaluations.constants';
import { LoadingPanel } from '../../../components/loading-panel';
import { SectionHeader } from '../../../components/section-header';
import { errorMessage } from '../../../lib/api-client';
import {
  useEmployerPlacementRatings,
  useOwnPlacementRatings,
  useStudentPlacementEvaluations,
} from '../api/placement-evaluations';
import { oneDecimal, PlacementEvaluationView } from './placement-evaluation-view';
import './placement-evaluations.css';

export function EmployerPlacementRatingsTable() {
  const { data, error } = useEmployerPlacementRatings();
  return (
    <section className="card" aria-labelledby="placement-ratings-title">
      <SectionHeader id="placement-ratings-title" title="Placement ratings by employer" card />
      <p className="placement-evaluation__note">
        Students rate each placement when it ends, from 1 to {PLACEMENT_RATING_MAX}; these are the averages per
        employer.
      </p>
      {error && !data ? (
        <p role="alert">{errorMessage(error, 'Could not load the placement ratings')}</p>
      ) : !data ? (
        <LoadingPanel text="Loading placement ratings…" />
      ) : data.employers.length === 0 ? (
        <p>No student has evaluated a placement yet.</p>
      ) : (
        <div
          className="placement-ratings__table-wrap"
          tabIndex={0}
          aria-labelledby="placement-ratings-title"
          role="region"
        >
          <table className="placement-ratings__table">
            <thead>
              <tr>
                <th scope="col">Employer</th>
                <th scope="col">Evaluations</th>
                {placementRatingKeys.map((key) => (
                  <th scope="col" key={key}>
                    {placementRatingLabels[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.employers.map((employer) => (
                <tr key={employer.employerId}>
                  <th scope="row">{employer.company || 'Unnamed employer'}</th>
                  <td>{employer.count}</td>
                  {placementRatingKeys.map((key) => (
                    <td key={key}>{oneDecimal(employer.averages[key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function OwnPlacementRatingsCard() {
  const { data, error } = useOwnPlacementRatings();
  return (
    <section className="card dashboard__section" aria-labelledby="own-placement-ratings-title">
      <SectionHeader id="own-placement-ratings-title" title="How interns rate their placements" card />
      {error && !data ? (
        <p role="alert">{errorMessage(error, 'Could not load your placement ratings')}</p>
      ) : !data ? (
        <LoadingPanel text="Loading your placement ratings…" />
      ) : data.enough ? (
        <>
          <p className="placement-evaluation__note">
            Averages over {data.count} evaluations, from 1 to {PLACEMENT_RATING_MAX}. Individual ratings and comments
            stay private.
          </p>
          <dl className="placement-evaluation__ratings">
            {placementRatingKeys.map((key) => (
              <div key={key} className="placement-evaluation__rating">
                <dt>{placementRatingLabels[key]}</dt>
                <dd>{oneDecimal(data.averages[key])}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="placement-evaluation__note">
          Not enough evaluations yet: your averages show once {EMPLOYER_AGGREGATE_MINIMUM} or more interns have
          evaluated their placements.
        </p>
      )}
    </section>
  );
}

export function StudentPlacementEvaluations({ studentId }: { studentId: string }) {
  const { data, error } = useStudentPlacementEvaluations(studentId);
  return (
    <section className="card" aria-labelledby="student-placement-evaluations-title">
      <SectionHeader id="student-placement-evaluations-title" title="Placement evaluations by the student" card />
      {error && !data ? (
        <p role="alert">{errorMessage(error, 'Could not load the placement evaluations')}</p>
      ) : !data ? (
        <LoadingPanel text="Loading placement evaluations…" />
      ) : data.evaluations.length === 0 ? (
        <p>This student has not evaluated a placement yet.</p>
      ) : (
        data.evaluations.map((evaluation) => (
          <PlacementEvaluationView key={evaluation._id} evaluation={evaluation} idPrefix="student-evaluation" />
        ))
      )}
    </section>
  );
}
