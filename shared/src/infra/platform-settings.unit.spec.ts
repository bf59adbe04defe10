import { describe, expect, it } from 'vitest';
import { resolvePlatformSettings } from '../settings/settings.read-models';
import { loadConfig } from './config';
import { settingsEnvironment, timeSpanSeconds } from './platform-settings';

describe('system settings from the environment', () => {
  it('takes each fallback from its variable, marks it "environment" when set, and never shows SMTP credentials', () => {
    const environment = settingsEnvironment(
      loadConfig({
        MAIL_FROM: 'Campus <jobs@uni.example>',
        JWT_TTL: '12h',
        LOGIN_MAX_FAILURES: '8',
        SMTP_URL: 'smtp://user:secret@mail.uni.example',
        JOB_BOARD_SYNC_MINUTES: '15',
      }),
    );
    const resolved = resolvePlatformSettings(null, environment);
    expect(resolved.effective).toMatchObject({
      mailFrom: 'Campus <jobs@uni.example>',
      sessionTimeoutHours: 12,
      maxLoginAttempts: 8,
      passwordMinLength: 6,
      maxUploadMb: 5,
    });
    expect(resolved.sources).toMatchObject({
      mailFrom: 'environment',
      sessionTimeoutHours: 'environment',
      maxLoginAttempts: 'environment',
      supportEmail: 'default',
      passwordMinLength: 'default',
    });
    expect(resolved.infrastructure).toMatchObject({
      mailTransport: { value: 'smtp', source: 'environment' },
      smtpHost: { value: 'mail.uni.example', source: 'environment' },
      smtpPort: { value: 587, source: 'environment' },
      jobBoardSyncMinutes: { value: 15, source: 'environment' },
    });
    expect(JSON.stringify(resolved)).not.toContain('secret');
  });

  it('lets what an admin set win, marked "admin", and ignores a stray value', () => {
    const resolved = resolvePlatformSettings(
      {
        _id: 'platform',
        values: { maxUploadMb: 2, passwordMinLength: 'ten' as never },
        updatedAt: '2025-06-16T10:00:00.000Z',
        updatedBy: 'a1',
      },
      settingsEnvironment(loadConfig({})),
    );
    expect(resolved.settings).toEqual({ maxUploadMb: 2 });
    expect(resolved.sources).toMatchObject({ maxUploadMb: 'admin', passwordMinLength: 'default' });
    expect(resolved.uploadLimitsMb).toEqual({ resume: 2, profilePicture: 2 });
  });

  it('reads JWT_TTL as jose does', () => {
    expect(timeSpanSeconds('7d')).toBe(604_800);
    expect(timeSpanSeconds('90 minutes')).toBe(5400);
    expect(timeSpanSeconds('1.5h')).toBe(5400);
    expect(timeSpanSeconds('2 weeks')).toBe(1_209_600);
    expect(timeSpanSeconds('soon')).toBeNull();
  });
});
