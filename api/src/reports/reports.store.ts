/** How the report routes find reports, decide who may see one, and command a report's stream. */
import { z } from 'zod';
import type { Actor } from '@stint/shared';
import { handleCommand, type CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { ReportCommand } from '@stint/shared/reports/reports.commands';
import { reportDecider } from '@stint/shared/reports/reports.decider';
import { reportsCollection, type ReportDocument } from '@stint/shared/reports/reports.read-models';
import type { ApiDeps } from '../platform/api-deps';
import { findVisible, reviewItemMover } from '../placements/placements.store';
import { reportStream } from '@stint/shared/reports/reports.streams';

type Stores = Pick<ApiDeps, 'platform'>;

export const REPORT_NOT_FOUND = 'Report not found';

export const reportParamsSchema = z.object({ id: z.uuid(REPORT_NOT_FOUND) });

export const reportsOf = (deps: Stores) => deps.platform.readStore.collection<ReportDocument>(reportsCollection);

/** The student who wrote it; admins once it was submitted (a draft is the student's own). */
export function canSeeReport(actor: Actor, report: ReportDocument): boolean {
  if (actor.role === 'student') return report.studentId === actor.id;
  return actor.role === 'admin' && report.submittedDate !== null;
}

export const findVisibleReport = (deps: Stores, actor: Actor, id: string) =>
  findVisible(reportsOf(deps), id, actor, canSeeReport, REPORT_NOT_FOUND);

export const commandReport = (deps: Stores, reportId: string, command: ReportCommand, context: CommandContext) =>
  handleCommand(deps.platform.eventStore, reportStream(reportId), reportDecider, command, context);

/** Moves one of the reports on, for the routes that change them (`reviewItemMover`). */
export const moveReport = reviewItemMover({ find: findVisibleReport, collection: reportsOf, command: commandReport });
