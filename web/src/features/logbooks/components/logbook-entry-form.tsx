/**
 * The logbook entry form (spec 1 §5 Logbook form): internship, week number (at least 1), title, activities (one per
 * line, blank lines dropped), learning outcomes, hours worked (at least 0), student reflection and due date, all
 * required. Checked in the browser with the api's own schema, so the messages are the server's; the server stays the
 * authority, and what it refuses shows in a red banner (spec 1 §8) with its field messages beside their fields.
 * A new entry is saved as a draft; an edited one keeps its internship.
 */
import type { FormEvent } from 'react';
import {
  createLogbookEntryBodySchema,
  updateLogbookEntryBodySchema,
  type LogbookEntry,
} from '@stint/shared/logbooks/logbooks.schemas';
import type { PlacementInternship } from '@stint/shared/placements/placements';
import { toDateInputValue } from '../../../components/dates';
import { DraftForm } from '../../../components/draft-form';
import { DateField, NumberField, TextAreaField, TextField } from '../../../components/form-fields';
import { parsedSave, useDraftForm, type DraftSave } from '../../../components/use-draft-form';
import { createLogbookEntry } from '../api/create-logbook-entry';
import { updateLogbookEntry } from '../api/update-logbook-entry';

export const LOGBOOK_FORM_ID = 'logbook-entry-form';

const FIELDS = [
  'internship',
  'weekNumber',
  'hoursWorked',
  'title',
  'activities',
  'learningOutcomes',
  'studentReflection',
  'dueDate',
] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const fieldId = (path: string) => `logbook-${path.split('.')[0]}`;

function initialValues(entry: LogbookEntry | null, internships: readonly PlacementInternship[]): Values {
  if (entry) {
    return {
      internship: entry.internship._id,
      weekNumber: String(entry.weekNumber),
      hoursWorked: String(entry.hoursWorked),
      title: entry.title,
      activities: entry.activities.join('\n'),
      learningOutcomes: entry.learningOutcomes,
      studentReflection: entry.studentReflection,
      dueDate: toDateInputValue(entry.dueDate),
    };
  }
  return {
    // With one accepted internship there is nothing to choose.
    internship: internships.length === 1 ? internships[0]!._id : '',
    weekNumber: '',
    hoursWorked: '',
    title: '',
    activities: '',
    learningOutcomes: '',
    studentReflection: '',
    dueDate: '',
  };
}

/** The request body as the form has it: activities split into lines (the schema drops the blank ones). */
function toBody(values: Values) {
  return { ...values, activities: values.activities.split('\n') };
}

export function LogbookEntryForm({
  entry,
  internships,
  onSaved,
  onBusyChange,
}: {
  /** The entry being edited; a new entry when null. */
  entry: LogbookEntry | null;
  /** The accepted internships the picker offers (a new entry only). */
  internships: readonly PlacementInternship[];
  onSaved: (entry: LogbookEntry, message: string) => void;
  onBusyChange: (isBusy: boolean) => void;
}) {
  const form = useDraftForm({
    fields: FIELDS,
    fieldId,
    initialValues: () => initialValues(entry, internships),
    idempotencyScope: 'logbook',
    onBusyChange,
  });
  const { values, submissionKey, submit, fieldProps } = form;

  const prepare = (): DraftSave<{ logbookEntry: LogbookEntry; message: string | undefined }> =>
    entry === null
      ? parsedSave(createLogbookEntryBodySchema, toBody(values), (body) => createLogbookEntry(body, submissionKey))
      : parsedSave(updateLogbookEntryBodySchema, toBody(values), (body) => updateLogbookEntry(entry._id, body));

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(
      event,
      prepare,
      (saved) =>
        onSaved(
          saved.logbookEntry,
          saved.message ?? (entry ? 'Logbook entry updated' : 'Logbook entry saved as a draft'),
        ),
      'Failed to save the logbook entry',
    );

  return (
    <DraftForm
      id={LOGBOOK_FORM_ID}
      notSavedTitle="The entry was not saved"
      form={form}
      fieldId={fieldId}
      fixed={entry?.internship}
      internships={internships}
      onSubmit={onSubmit}
    >
      <div className="review-form__pair">
        <NumberField {...fieldProps('weekNumber')} label="Week number" required min={1} step={1} />
        <NumberField {...fieldProps('hoursWorked')} label="Hours worked" required min={0} step="any" />
      </div>

      <TextField {...fieldProps('title')} label="Title" required maxLength={200} autoComplete="off" />
      <TextAreaField {...fieldProps('activities')} label="Activities" required rows={5} hint="One activity per line." />
      <TextAreaField {...fieldProps('learningOutcomes')} label="Learning outcomes" required rows={4} maxLength={5000} />
      <TextAreaField
        {...fieldProps('studentReflection')}
        label="Student reflection"
        required
        rows={4}
        maxLength={5000}
      />
      <DateField {...fieldProps('dueDate')} label="Due date" required />
    </DraftForm>
  );
}
