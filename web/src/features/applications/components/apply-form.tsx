/**
 * The application form (spec 1 §2.14, §5): a cover letter and a resume. The resume is checked when chosen (type and
 * size, with the spec's messages); Submit stays disabled until both are there. What the server refuses (a file that
 * is not really a PDF or Word document, too large, a second application) shows above the form.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { COVER_LETTER_MAX, RESUME_REQUIRED_MESSAGE } from '@stint/shared/applications/applications.constants';
import { applyBodySchema, type Application } from '@stint/shared/applications/applications.schemas';
import { Banner } from '../../../components/alerts';
import { FileField, TextAreaField } from '../../../components/form-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useUploadLimitMb } from '../../../lib/public-settings';
import { applyToInternship } from '../api/apply-to-internship';
import { RESUME_ACCEPT, resumeHint, resumeProblem } from './resume-rules';
import './applications.css';

/** An id for one submission, so that a retry after a lost answer is not taken as a second application. */
const newSubmissionKey = () => newIdempotencyKey('apply');

export function ApplyForm({
  internshipId,
  onSubmitted,
  onCancel,
}: {
  internshipId: string;
  onSubmitted: (application: Application, message: string) => void;
  onCancel?: () => void;
}) {
  const formId = useId();
  const [coverLetter, setCoverLetter] = useState('');
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | undefined>(undefined);
  const [coverLetterError, setCoverLetterError] = useState<string | undefined>(undefined);
  const [serverError, setServerError] = useState<{ message: string; isDuplicate: boolean } | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [submissionKey, setSubmissionKey] = useState(newSubmissionKey);
  const resumeLimitMb = useUploadLimitMb('resume');

  const isReady = coverLetter.trim().length > 0 && resume !== null && !resumeError;

  const chooseResume = (file: File | null) => {
    setServerError(null);
    // Another file is another submission.
    setSubmissionKey(newSubmissionKey());
    if (!file) {
      setResume(null);
      setResumeError(undefined);
      return;
    }
    const problem = resumeProblem(file, resumeLimitMb);
    setResume(problem ? null : file);
    setResumeError(problem ?? undefined);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    // The api's own rule and message for the cover letter (applications.schemas.ts).
    const letter = applyBodySchema.shape.coverLetter.safeParse(coverLetter);
    if (!letter.success) {
      setCoverLetterError(letter.error.issues[0]?.message);
      return;
    }
    if (!resume) {
      setResumeError((current) => current ?? RESUME_REQUIRED_MESSAGE);
      return;
    }
    setServerError(null);
    setIsSubmitting(true);
    try {
      const { application, message } = await applyToInternship(
        { internshipId, coverLetter: coverLetter.trim(), resume },
        submissionKey,
      );
      onSubmitted(application, message ?? 'Application submitted successfully!');
    } catch (error) {
      setIsSubmitting(false);
      const status = error instanceof ApiError ? error.status : 0;
      const fieldMessage = error instanceof ApiError ? error.errors[0]?.message : undefined;
      setServerError({
        message: fieldMessage ?? errorMessage(error, 'Failed to submit application'),
        isDuplicate: status === 409,
      });
      if (status === 413 || status === 415) {
        // The same file would be refused again: Submit waits for another one.
        setResumeError(errorMessage(error, 'Failed to submit application'));
      }
      setSubmissionKey(newSubmissionKey());
    }
  };

  const coverLetterId = `${formId}-cover-letter`;
  const resumeId = `${formId}-resume`;

  return (
    <form className="apply-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Application">
      {serverError ? (
        <Banner tone="danger" title="Your application was not sent">
          <p>{serverError.message}</p>
          {serverError.isDuplicate ? (
            <p>
              <Link to="/student/applications">See your applications</Link>
            </p>
          ) : null}
        </Banner>
      ) : null}
      <TextAreaField
        id={coverLetterId}
        name="coverLetter"
        label="Cover letter"
        required
        rows={8}
        maxLength={COVER_LETTER_MAX}
        hint="Tell the employer why you are interested and what you would bring to the role."
        value={coverLetter}
        error={coverLetterError}
        onChange={(value) => {
          setCoverLetter(value);
          if (value.trim()) setCoverLetterError(undefined);
        }}
      />
      <FileField
        id={resumeId}
        name="resume"
        label="Resume"
        required
        accept={RESUME_ACCEPT}
        hint={resumeHint(resumeLimitMb)}
        file={resume}
        error={resumeError}
        disabled={isSubmitting}
        onChange={chooseResume}
      />
      <div className="apply-form__actions action-row">
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={!isReady || isSubmitting}>
          {isSubmitting ? 'Submitting…' : 'Submit Application'}
        </button>
      </div>
      {isReady ? null : (
        <p className="apply-form__note" aria-live="polite">
          Add a cover letter and your resume to submit.
        </p>
      )}
    </form>
  );
}
