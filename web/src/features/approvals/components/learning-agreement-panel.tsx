/**
 * The student's learning agreement on their application page (issue 17 item 4), where their university asks to
 * approve the placement: the form (dates, workplace supervisor, learning goals) while it is theirs to fill in — first,
 * or again after the university asked for changes, with its comment — and otherwise where it stands. Live: the
 * employer's confirmation and the university's decision show without a reload. Nothing shows where no approval is
 * needed. The first agreement's dates start as the internship's, until the student changes one.
 */
import { useState, type FormEvent } from 'react';
import { LEARNING_GOALS_MAX, SUPERVISOR_NAME_MAX } from '@stint/shared/approvals/approvals.constants';
import type { LearningAgreement } from '@stint/shared/approvals/approvals.events';
import type { PlacementApproval } from '@stint/shared/approvals/approvals.schemas';
import {
  Banner,
  ErrorSummary,
  focusFirstInvalid,
  StatusNote,
  type ActionStatus,
  type FieldErrors,
} from '../../../components/alerts';
import { DateField, TextAreaField, TextField } from '../../../components/form-fields';
import { SectionHeader } from '../../../components/section-header';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useInternship } from '../../../lib/internship-read';
import { submitLearningAgreement } from '../api/change-approval';
import { useApproval } from '../api/get-approvals';
import { agreementErrors, AGREEMENT_FIELDS } from './agreement-errors';
import { AgreementFacts, AgreementRounds, ApprovalBadge } from './agreement-rounds';
import { useFocusAfterRender } from '../../../components/use-focus-after-render';
import './approvals.css';

const EMPTY: LearningAgreement = {
  startDate: '',
  endDate: '',
  supervisorName: '',
  supervisorEmail: '',
  learningGoals: '',
};
const fieldId = (field: string) => `agreement-${field}`;

/** What the student reads about where the agreement stands, when there is nothing for them to do. */
const WAITING: Partial<Record<PlacementApproval['status'], string>> = {
  submitted: 'Your learning agreement is with your employer to confirm.',
  confirmed: 'Your employer confirmed the agreement; your university will now approve it or ask for changes.',
  approved: 'Your university approved this placement. Your logbook and reports are open.',
};

export function LearningAgreementPanel({ applicationId }: { applicationId: string }) {
  const { data } = useApproval(applicationId);
  const approval = data?.approval;
  if (!approval) return null;
  const isStudentsTurn = approval.status === 'awaiting-agreement' || approval.status === 'changes-requested';
  const lastComment = approval.rounds.at(-1)?.decision?.comment;
  return (
    <section className="card approval" id="learning-agreement" aria-labelledby="agreement-title">
      <SectionHeader id="agreement-title" title="Learning Agreement" card>
        <ApprovalBadge status={approval.status} />
      </SectionHeader>
      {approval.status === 'changes-requested' ? (
        <Banner tone="warning" title="Your university asked for changes" live={false}>
          {lastComment ? <p>{lastComment}</p> : null}
        </Banner>
      ) : null}
      {isStudentsTurn ? (
        <AgreementForm key={approval.round} approval={approval} />
      ) : (
        <>
          <p className="approval__note">{WAITING[approval.status]}</p>
          {approval.agreement ? <AgreementFacts agreement={approval.agreement} /> : null}
        </>
      )}
      <AgreementRounds approval={approval} idPrefix="agreement" />
    </section>
  );
}

function AgreementForm({ approval }: { approval: PlacementApproval }) {
  const focusAfterRender = useFocusAfterRender();
  const [values, setValues] = useState<LearningAgreement>(approval.agreement ?? EMPTY);
  // A first agreement: the internship's dates until the student changes one (a later round keeps what was sent).
  const [areDatesEdited, setAreDatesEdited] = useState(Boolean(approval.agreement));
  const internship = useInternship(areDatesEdited ? undefined : approval.internship._id).data?.internship;
  const internshipDates =
    !areDatesEdited && internship?.startDate && internship.endDate
      ? { startDate: internship.startDate.slice(0, 10), endDate: internship.endDate.slice(0, 10) }
      : null;
  const shown = internshipDates ? { ...values, ...internshipDates } : values;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const fieldProps = (field: keyof LearningAgreement) => ({
    id: fieldId(field),
    name: field,
    value: shown[field],
    error: errors[field],
    required: true,
    onChange: (value: string) => {
      // Changing one date keeps the other as shown.
      const isDate = field === 'startDate' || field === 'endDate';
      setValues((current) => ({ ...current, ...(isDate ? internshipDates : null), [field]: value }));
      if (isDate) setAreDatesEdited(true);
      if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    setStatus(null);
    const found = agreementErrors(shown);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusAfterRender(() => focusFirstInvalid(found, fieldId));
      return;
    }
    setIsSaving(true);
    try {
      await submitLearningAgreement(approval.applicationId, approval.round, shown);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.errors : [];
      const byField = Object.fromEntries(
        fieldErrors
          .filter((entry) => (AGREEMENT_FIELDS as readonly string[]).includes(entry.path))
          .map((e) => [e.path, e.message]),
      );
      setErrors(byField);
      setStatus({ tone: 'danger', text: errorMessage(error, 'Could not submit the learning agreement') });
      setIsSaving(false);
    }
  };

  return (
    <form className="approval__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="approval__note">
        Your university approves this placement before it starts. Fill in the agreement; your employer confirms it, then
        your university decides.
      </p>
      <ErrorSummary errors={errors} fieldIdFor={fieldId} />
      <div className="approval__dates">
        <DateField
          label="Start date"
          {...fieldProps('startDate')}
          hint={internshipDates ? 'The internship’s start date.' : undefined}
        />
        <DateField
          label="End date"
          {...fieldProps('endDate')}
          hint={internshipDates ? 'The internship’s end date.' : undefined}
        />
      </div>
      <TextField
        label="Workplace supervisor"
        maxLength={SUPERVISOR_NAME_MAX}
        autoComplete="off"
        {...fieldProps('supervisorName')}
      />
      <TextField label="Supervisor email" type="email" autoComplete="off" {...fieldProps('supervisorEmail')} />
      <TextAreaField label="Learning goals" rows={5} maxLength={LEARNING_GOALS_MAX} {...fieldProps('learningGoals')} />
      <StatusNote status={status} />
      <div className="action-row">
        <button type="submit" className="button button--primary" disabled={isSaving}>
          {isSaving ? 'Submitting…' : 'Submit Learning Agreement'}
        </button>
      </div>
    </form>
  );
}
