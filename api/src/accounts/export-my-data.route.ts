/**
 * `GET /users/me/data` ("Your data", issue 8): everything Stint holds about the signed-in person as JSON, sent as an
 * attachment (`stint-data-<date>.json`). The body is the usual envelope; its `data` is the export, which is what the
 * web app saves.
 */
import { personalDataExportFilename, personalDataExportSchema } from '@stint/shared/accounts/your-data.schemas';
import { defineRoute } from '../http/route';
import { exportPersonalData } from './personal-data-export';

export const exportMyDataRoute = defineRoute({
  method: 'get',
  path: '/users/me/data',
  summary: 'Download everything Stint holds about you (your events, opened, and your documents)',
  tags: ['users'],
  access: 'signed-in',
  response: personalDataExportSchema,
  async handler({ actor, deps, req }) {
    const data = await exportPersonalData(deps, actor.id);
    req.res
      ?.attachment(personalDataExportFilename(data.exportedAt))
      // Personal data: no shared cache may keep it.
      .set('Cache-Control', 'no-store');
    return data;
  },
});
