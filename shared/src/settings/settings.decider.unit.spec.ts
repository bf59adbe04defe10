import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { deciderSpec } from '../testing/decider-spec';
import { applySettingChanges, settingsDecider } from './settings.decider';
import type { SettingsEvent } from './settings.events';
import { settingMessages } from './settings.constants';
import { settingChangesOf } from './settings.schemas';

const spec = deciderSpec(settingsDecider);
const changed = (changes: SettingsEvent['data']['changes']): SettingsEvent => ({
  type: 'PlatformSettingsChanged',
  data: { changes },
});
const change = (changes: SettingsEvent['data']['changes']) => ({ type: 'ChangePlatformSettings', changes }) as const;

describe('settings decider', () => {
  it('records the settings a save sets', () => {
    spec
      .given([])
      .when(change({ passwordMinLength: 10, mailFrom: 'Campus <jobs@uni.example>' }))
      .then([changed({ passwordMinLength: 10, mailFrom: 'Campus <jobs@uni.example>' })]);
    spec
      .given([])
      .when(change({ mailFrom: 'jobs@uni.example' }))
      .then([changed({ mailFrom: 'jobs@uni.example' })]);
  });

  it('records the contact page’s phone and office address, trimmed', () => {
    spec
      .given([])
      .when(change({ supportPhone: ' +351 (21) 123-4567 ', officeAddress: ' Rua Augusta 100, 1100-053 Lisboa ' }))
      .then([changed({ supportPhone: '+351 (21) 123-4567', officeAddress: 'Rua Augusta 100, 1100-053 Lisboa' })]);
  });

  it('records only what really changes; a save that changes nothing records nothing', () => {
    const given = [changed({ passwordMinLength: 10, maxLoginAttempts: 3 })];
    spec
      .given(given)
      .when(change({ passwordMinLength: 10, maxLoginAttempts: 4 }))
      .then([changed({ maxLoginAttempts: 4 })]);
    spec
      .given(given)
      .when(change({ passwordMinLength: 10 }))
      .then([]);
    spec.given(given).when(change({})).then([]);
    // Handing back a setting nobody set changes nothing either.
    spec
      .given(given)
      .when(change({ sessionTimeoutHours: null }))
      .then([]);
  });

  it('hands a setting back to its default with null', () => {
    spec
      .given([changed({ passwordMinLength: 10 })])
      .when(change({ passwordMinLength: null }))
      .then([changed({ passwordMinLength: null })]);
    spec
      .given([changed({ passwordMinLength: 10 }), changed({ passwordMinLength: null })])
      .when(change({ passwordMinLength: 10 }))
      .then([changed({ passwordMinLength: 10 })]);
  });

  it('refuses values outside their rules, with the field and its message', () => {
    const cases: [SettingsEvent['data']['changes'], string][] = [
      [{ passwordMinLength: 5 }, 'Password minimum length must be a whole number from 6 to 64'],
      [{ passwordMinLength: 65 }, 'Password minimum length must be a whole number from 6 to 64'],
      [{ sessionTimeoutHours: 0 }, 'Session timeout must be a whole number from 1 to 720 hours'],
      [{ sessionTimeoutHours: 1.5 }, 'Session timeout must be a whole number from 1 to 720 hours'],
      [{ maxLoginAttempts: 0 }, 'Max login attempts must be a whole number from 1 to 50'],
      [{ maxUploadMb: 0 }, 'Max file size must be a whole number from 1 to 100 MB'],
      [{ mailFrom: 'Stint <not an address>' }, 'Please enter a sender such as Stint <no-reply@example.org>'],
      [{ mailFrom: 'Evil\r\nBcc: x@y.z <a@b.example>' }, 'Please enter a sender such as Stint <no-reply@example.org>'],
      [{ supportEmail: 'support at example' }, 'Please enter a valid support email address'],
      [{ supportPhone: 'ring reception' }, settingMessages.supportPhone],
      [{ supportPhone: '+1 555' }, settingMessages.supportPhone],
      [{ supportPhone: '1+555 0100 22' }, settingMessages.supportPhone],
      [{ officeAddress: '' }, settingMessages.officeAddress],
      [{ officeAddress: 'x'.repeat(201) }, settingMessages.officeAddress],
      [{ officeAddress: '1 Main St\nBcc: x@y.z' }, settingMessages.officeAddress],
    ];
    for (const [changes, message] of cases) {
      spec.given([]).when(change(changes)).thenThrows(ValidationError, message);
    }
  });

  it('folds saves into what is set', () => {
    expect(
      applySettingChanges({ maxUploadMb: 2, mailFrom: 'a@b.example' }, { maxUploadMb: null, maxLoginAttempts: 3 }),
    ).toEqual({ mailFrom: 'a@b.example', maxLoginAttempts: 3 });
  });

  it('reads the form’s tabs as one set of changes', () => {
    expect(
      settingChangesOf({
        general: { maxUploadMb: 2 },
        security: { passwordMinLength: 10, sessionTimeoutHours: null },
        integrations: {},
      }),
    ).toEqual({ maxUploadMb: 2, passwordMinLength: 10, sessionTimeoutHours: null });
  });
});
