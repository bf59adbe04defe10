/** Stream names of the reports area. */

/** One report: `report-<reportId>`. */
export const reportStream = (reportId: string) => `report-${reportId}`;

/** The report id a report stream names, or null when `stream` is not one. */
export function parseReportStream(stream: string): string | null {
  return stream.startsWith('report-') && stream.length > 'report-'.length ? stream.slice('report-'.length) : null;
}
