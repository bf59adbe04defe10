/**
 * The placement approvals read model (issue 17 item 4): one document per placement that needs its university's
 * approval (id: the application id), from its acceptance on, with its learning agreement's rounds; and the
 * universities' settings. The university's queue, the student's and the employer's views read it.
 */
import type { CollectionSpec } from '../infra/read-store/read-store.port';
import type { PlacementApproval } from './approvals.schemas';

export type PlacementApprovalDocument = PlacementApproval & { studentId: string; internshipId: string };

export const placementApprovalsCollection: CollectionSpec = {
  name: 'placement_approvals',
  indexes: ['universityId', 'status', 'studentId', 'employerId'],
};

/** Each university's setting as the log has it so far (the projection's lookup; api reads it for the settings screen). */
export type ApprovalSettingDocument = { _id: string; isRequired: boolean; updatedAt: string };
export const approvalSettingsCollection: CollectionSpec = { name: 'placement_approval_settings' };
