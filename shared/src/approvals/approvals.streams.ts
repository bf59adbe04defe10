/** Stream names of the approvals area. */

/** One university's approval setting: `approvalsettings-<universityId>`. */
export const approvalSettingsStream = (universityId: string) => `approvalsettings-${universityId}`;

/** One placement's approval and learning agreement: `placementapproval-<applicationId>`. */
export const placementApprovalStream = (applicationId: string) => `placementapproval-${applicationId}`;
