import type { RouteDefinition } from '../http/route';
import { getApprovalRoute, listApprovalsRoute } from './approval-queries.routes';
import { getApprovalSettingRoute, updateApprovalSettingRoute } from './approval-setting.routes';
import {
  confirmLearningAgreementRoute,
  decidePlacementApprovalRoute,
  submitLearningAgreementRoute,
} from './change-approval.routes';

/** Placement approval (issue 17 item 4); the fixed paths come before `/approvals/:id`. */
export const approvalRoutes: RouteDefinition[] = [
  getApprovalSettingRoute,
  updateApprovalSettingRoute,
  listApprovalsRoute,
  getApprovalRoute,
  submitLearningAgreementRoute,
  confirmLearningAgreementRoute,
  decidePlacementApprovalRoute,
];
