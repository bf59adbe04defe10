/**
 * The student's evaluation of their placement on their application page (issue 17 item 6): once the accepted
 * internship's end date is reached, "Evaluate your placement" — five ratings as radio groups and a comment — and
 * after that the evaluation they submitted. Nothing shows before the end date or for an application that is not a
 * placement. Live: a submission from another tab shows without a reload.
 */
import { useState, type FormEvent } from 'react';
import {
  PLACEMENT_COMMENT_MAX,
  placementRatingKeys,
  placementRatingLabels,
  type PlacementRatings,
} from '@stint/shared/placement-evaluations/placement-evaluations.constants';
import {
  Banner,
  ErrorSummary,
  focusFirstInvalid,
  StatusNote,
  type ActionStatus,
  type FieldErrors,
} from '../../../components/alerts';
import { todayIso } from '../../../components/dates';
import { TextAreaField } from '../../../components/form-fields';
import { SectionHeader } from '../../../components/section-header';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useInternship } from '../../../lib/internship-read';
import { useApplication } from '../../applications/api/get-application';
import { submitPlacementEvaluation, useOwnPlacementEvaluations } from '../api/placement-evaluations';
import { emptyDraft, placementEvaluationErrors, type RatingDraft } from './placement-evaluation-errors';
import { PlacementEvaluationView } from './placement-evaluation-view';
import { RatingGroup } from './rating-group';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';
import './placement-evaluations.css';

const fieldId = (path: string) => `placement-evaluation-${path.replace('.', '-')}`;

export function PlacementEvaluationPanel({ applicationId }: { applicationId: string }) {
  const application = useApplication(applicationId).data?.application;
  const internshipId = application?.status === 'accepted' ? application.internship._id : undefined;
  const internship = useInternship(internshipId).data?.internship;
  const own = useOwnPlacementEvaluations();
  const evaluation = own.data?.evaluations.find((item) => item.applicationId === applicationId);

  if (evaluation) {
    return (
      <section className="card" id="placement-evaluation" aria-labelledby="placement-evaluation-title">
        <SectionHeader id="placement-evaluation-title" title="Your evaluation of this placement" card />
        <PlacementEvaluationView evaluation={evaluation} idPrefix="own-evaluation" />
      </section>
    );
  }
  if (!internshipId || !internship?.endDate || !own.data || todayIso() < internship.endDate.slice(0, 10)) return null;
  return (
    <section className="card" id="placement-evaluation" aria-labelledby="placement-evaluation-title">
      <SectionHeader id="placement-evaluation-title" title="Evaluate your placement" card />
      <EvaluationForm internshipId={internshipId} />
    </section>
  );
}

function EvaluationForm({ internshipId }: { internshipId: string }) {
  const focusAfterRender = useFocusAfterRender();
  const [ratings, setRatings] = useState<RatingDraft>(emptyDraft);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const clear = (path: string) => {
    if (errors[path]) setErrors(({ [path]: _fixed, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    setStatus(null);
    const found = placementEvaluationErrors(ratings, comment);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusAfterRender(() => focusFirstInvalid(found, fieldId));
      return;
    }
    setIsSaving(true);
    try {
      // Every rating is chosen once the checks pass.
      await submitPlacementEvaluation({ internship: internshipId, ratings: ratings as PlacementRatings, comment });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.errors : [];
      setErrors(Object.fromEntries(fieldErrors.map((entry) => [entry.path, entry.message])));
      setStatus({ tone: 'danger', text: errorMessage(error, 'Could not submit your evaluation') });
      setIsSaving(false);
    }
  };

  return (
    <form className="placement-evaluation__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Banner tone="info" title="Your placement has ended" live={false}>
        <p>
          Rate it from 1 (poor) to 5 (excellent) and say what went well and what did not. Your university can read your
          evaluation; your employer sees only averages, once three or more students have evaluated them.
        </p>
      </Banner>
      <ErrorSummary errors={errors} fieldIdFor={fieldId} />
      {placementRatingKeys.map((key) => (
        <RatingGroup
          key={key}
          id={fieldId(`ratings.${key}`)}
          legend={placementRatingLabels[key]}
          value={ratings[key]}
          error={errors[`ratings.${key}`]}
          onChange={(value) => {
            setRatings((current) => ({ ...current, [key]: value }));
            clear(`ratings.${key}`);
          }}
        />
      ))}
      <TextAreaField
        id={fieldId('comment')}
        name="comment"
        label="Comment"
        rows={5}
        maxLength={PLACEMENT_COMMENT_MAX}
        required
        value={comment}
        error={errors.comment}
        onChange={(value) => {
          setComment(value);
          clear('comment');
        }}
      />
      <StatusNote status={status} />
      <div className="action-row">
        <button type="submit" className="button button--primary" disabled={isSaving}>
          {isSaving ? 'Submitting…' : 'Submit Evaluation'}
        </button>
      </div>
    </form>
  );
}
