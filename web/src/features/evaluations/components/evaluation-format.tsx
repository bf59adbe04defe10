/** How an evaluation's values read (spec 2 §3 Evaluation, §4, §9): labels, the status badge and the rating colours. */
import type {
  EvaluationStatus,
  EvaluationType,
  QualityLevel,
  RatingKey,
} from '@stint/shared/evaluations/evaluations.constants';
import type { Evaluation } from '@stint/shared/evaluations/evaluations.schemas';
import { formatCalendarDate } from '../../../components/dates';
import { ReviewStatusBadge } from '../../../components/review-status';

export const evaluationTypeLabels: Record<EvaluationType, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  midterm: 'Midterm',
  final: 'Final',
};

export const qualityLabels: Record<QualityLevel, string> = {
  excellent: 'Excellent',
  good: 'Good',
  satisfactory: 'Satisfactory',
  needs_improvement: 'Needs Improvement',
};

export const ratingLabels: Record<RatingKey, string> = {
  technicalSkills: 'Technical skills',
  communicationSkills: 'Communication skills',
  teamwork: 'Teamwork',
  problemSolving: 'Problem solving',
  initiative: 'Initiative',
  reliability: 'Reliability',
  adaptability: 'Adaptability',
  overallPerformance: 'Overall performance',
};

export const evaluationStatusLabels: Record<EvaluationStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  reviewed: 'Reviewed',
  approved: 'Approved',
};

export function EvaluationStatusBadge({ status }: { status: EvaluationStatus }) {
  return <ReviewStatusBadge status={status} label={evaluationStatusLabels[status]} />;
}

/** Spec 2 §9: 4 or more is good, 3 or more is middling, below 3 is poor. */
export function ratingTone(value: number): 'good' | 'middling' | 'poor' {
  if (value >= 4) return 'good';
  if (value >= 3) return 'middling';
  return 'poor';
}

const TONE_CLASS = { good: 'badge--success', middling: 'badge--warning', poor: 'badge--danger' } as const;

/** A rating on the 1–5 scale with its colour; an average (unrounded from the api) shows one decimal. */
export function RatingBadge({
  value,
  isAverage = false,
  label,
}: {
  value: number;
  isAverage?: boolean;
  label?: string;
}) {
  return (
    <span className={`badge rating-badge ${TONE_CLASS[ratingTone(value)]}`}>
      {label ? <span className="visually-hidden">{label}: </span> : null}
      {isAverage ? value.toFixed(1) : String(value)}
      <span className="rating-badge__scale" aria-hidden="true">
        / 5
      </span>
      <span className="visually-hidden"> out of 5</span>
    </span>
  );
}

export function formatPeriod(period: Evaluation['period']): string {
  const start = formatCalendarDate(period.startDate) ?? period.startDate;
  const end = formatCalendarDate(period.endDate) ?? period.endDate;
  return `${start} – ${end}`;
}

export function formatPercent(value: number): string {
  return `${Number(value.toFixed(1))}%`;
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
