import { describe, expect, it } from 'vitest';
import { projectEvents, type GivenEvent } from '../testing/projection-spec';
import { platformSettingsProjection } from './settings.projection';

const at = (minute: number) => `2025-06-16T10:${String(minute).padStart(2, '0')}:00.000Z`;
const admin = (id: string) => ({ id, role: 'admin' as const });

describe('platform settings projection', () => {
  it('keeps what admins set, who saved last and when; a value set back to null is gone; replays the same', async () => {
    const saved = (minute: number, by: string, changes: Record<string, unknown>): GivenEvent => ({
      stream: 'settings-platform',
      type: 'PlatformSettingsChanged',
      data: { changes },
      metadata: { at: at(minute), actor: admin(by) },
    });
    const projected = await projectEvents(platformSettingsProjection, [
      saved(0, 'a1', { passwordMinLength: 10, maxUploadMb: 2, mailFrom: 'Campus <jobs@uni.example>' }),
      saved(1, 'a2', { maxLoginAttempts: 3, maxUploadMb: null }),
      saved(2, 'a1', { jobBoardSyncEnabled: false, passwordMinLength: 12 }),
    ]);
    const documents = await projected.documents();
    expect(documents).toEqual({
      platform_settings: [
        {
          _id: 'platform',
          values: {
            passwordMinLength: 12,
            mailFrom: 'Campus <jobs@uni.example>',
            maxLoginAttempts: 3,
            jobBoardSyncEnabled: false,
          },
          updatedAt: at(2),
          updatedBy: 'a1',
        },
      ],
    });
    expect(projected.notices.map((notice) => [notice.topic, notice.rooms])).toContainEqual([
      'platform-settings',
      ['admins'],
    ]);
    expect(await projected.replay()).toEqual(documents);
  });
});
