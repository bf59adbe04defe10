/**
 * `GET` / `PUT /approvals/settings` (issue 17 item 4): an approved university reads and chooses whether its students'
 * placements accepted from now on need its approval before they start (off by default). The setting is read from
 * its stream, so the settings screen shows a save at once; placements accepted before a change keep what applied then.
 */
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { approvalSettingDecider } from '@stint/shared/approvals/approvals.decider';
import { approvalSettingSchema } from '@stint/shared/approvals/approvals.schemas';
import { approvalSettingsStream } from '@stint/shared/approvals/approvals.streams';
import { defineRoute, Reply } from '../http/route';
import { approvedUniversity } from '../university/university.store';
import { currentApprovalSetting } from './approvals.store';

export const getApprovalSettingRoute = defineRoute({
  method: 'get',
  path: '/approvals/settings',
  summary: "Whether your students' accepted placements need your approval before they start",
  tags: ['approvals'],
  access: ['university'],
  response: approvalSettingSchema,
  async handler({ actor, deps }) {
    await approvedUniversity(deps, actor);
    return { isApprovalRequired: await currentApprovalSetting(deps, actor.id) };
  },
});

export const updateApprovalSettingRoute = defineRoute({
  method: 'put',
  path: '/approvals/settings',
  summary: "Choose whether your students' placements accepted from now on need your approval before they start",
  tags: ['approvals'],
  access: ['university'],
  body: approvalSettingSchema,
  response: approvalSettingSchema,
  async handler({ actor, body, deps, command, settle }) {
    await approvedUniversity(deps, actor);
    const result = await handleCommand(
      deps.platform.eventStore,
      approvalSettingsStream(actor.id),
      approvalSettingDecider,
      { type: 'ChangeApprovalSetting', universityId: actor.id, isRequired: body.isApprovalRequired },
      command(),
      { retries: 3 },
    );
    await settle(result);
    return new Reply(
      { isApprovalRequired: await currentApprovalSetting(deps, actor.id) },
      { message: 'Settings saved' },
    );
  },
});
