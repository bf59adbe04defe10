/**
 * `POST /reports` (spec 1 §2.17, §5, §7): a new report, saved as a draft, on an internship the student was accepted
 * to. A 400 carries the field messages of spec 1 §5.
 */
import type { CreateReportBody, Report } from '@stint/shared/reports/reports.schemas';
import { postOnce } from '../../../lib/idempotency-key';
import { revalidateReports } from './revalidate-reports';

export async function createReport(
  body: CreateReportBody,
  /** The same key for a retry of the same submission: the server then answers with the report it already made. */
  idempotencyKey: string,
): Promise<{ report: Report; message: string | undefined }> {
  const { data, message } = await postOnce<{ report: Report }>('/reports', body, idempotencyKey);
  await revalidateReports();
  return { report: data.report, message };
}
