/**
 * The report form (spec 1 §5 Report form): internship (accepted ones only), type (weekly by default), title, content,
 * summary and due date, all required. Checked in the browser with the api's own schema, so the messages are the
 * server's; the server stays the authority, and what it refuses shows in a red banner (spec 1 §8) with its field
 * messages beside their fields. A new report is saved as a draft; a revised one keeps its internship and becomes a
 * draft again.
 */
import type { FormEvent } from 'react';
import type { PlacementInternship } from '@stint/shared/placements/placements';
import { reportTypes } from '@stint/shared/reports/reports.constants';
import { createReportBodySchema, reviseReportBodySchema, type Report } from '@stint/shared/reports/reports.schemas';
import { toDateInputValue } from '../../../components/dates';
import { DraftForm } from '../../../components/draft-form';
import { DateField, SelectField, TextAreaField, TextField } from '../../../components/form-fields';
import { parsedSave, useDraftForm, type DraftSave } from '../../../components/use-draft-form';
import { createReport } from '../api/create-report';
import { reviseReport } from '../api/revise-report';
import { reportTypeLabels } from '../../../lib/report-labels';

export const REPORT_FORM_ID = 'report-form';

const FIELDS = ['internship', 'type', 'title', 'content', 'summary', 'dueDate'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const fieldId = (path: string) => `report-${path.split('.')[0]}`;

const typeOptions = reportTypes.map((type) => ({ value: type, label: reportTypeLabels[type] }));

function initialValues(report: Report | null, internships: readonly PlacementInternship[]): Values {
  if (report) {
    return {
      internship: report.internship._id,
      type: report.type,
      title: report.title,
      content: report.content,
      summary: report.summary,
      dueDate: toDateInputValue(report.dueDate),
    };
  }
  return {
    // With one accepted internship there is nothing to choose.
    internship: internships.length === 1 ? internships[0]!._id : '',
    type: 'weekly',
    title: '',
    content: '',
    summary: '',
    dueDate: '',
  };
}

type Saved = { report: Report; message: string | undefined };

export function ReportForm({
  report,
  internships,
  onSaved,
  onBusyChange,
}: {
  /** The report being revised or edited; a new report when null. */
  report: Report | null;
  /** The accepted internships the picker offers (a new report only). */
  internships: readonly PlacementInternship[];
  onSaved: (report: Report, message: string) => void;
  onBusyChange: (isBusy: boolean) => void;
}) {
  const form = useDraftForm({
    fields: FIELDS,
    fieldId,
    initialValues: () => initialValues(report, internships),
    idempotencyScope: 'report',
    onBusyChange,
  });
  const { values, submissionKey, submit, fieldProps } = form;

  const prepare = (): DraftSave<Saved> =>
    report === null
      ? parsedSave(createReportBodySchema, values, (body) => createReport(body, submissionKey))
      : parsedSave(reviseReportBodySchema, values, (body) => reviseReport(report._id, body));

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(
      event,
      prepare,
      (saved) => onSaved(saved.report, saved.message ?? (report ? 'Report revised' : 'Report saved as a draft')),
      'Failed to save the report',
    );

  return (
    <DraftForm
      id={REPORT_FORM_ID}
      notSavedTitle="The report was not saved"
      form={form}
      fieldId={fieldId}
      fixed={report?.internship}
      internships={internships}
      onSubmit={onSubmit}
    >
      <SelectField {...fieldProps('type')} label="Report type" required options={typeOptions} />

      <TextField {...fieldProps('title')} label="Title" required maxLength={200} autoComplete="off" />
      <TextAreaField {...fieldProps('content')} label="Content" required rows={10} maxLength={50_000} />
      <TextAreaField
        {...fieldProps('summary')}
        label="Summary"
        required
        rows={3}
        maxLength={2000}
        hint="A few sentences shown in your list of reports."
      />
      <DateField
        {...fieldProps('dueDate')}
        label="Due date"
        required
        hint="Submitting after this date marks the report late."
      />
    </DraftForm>
  );
}
