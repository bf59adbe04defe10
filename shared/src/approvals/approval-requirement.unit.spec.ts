import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isApprovalRequiredAt } from './approval-requirement';

describe('isApprovalRequiredAt', () => {
  it('is off with no setting recorded', () => {
    expect(isApprovalRequiredAt([], 10n)).toBe(false);
  });

  it('takes the last change recorded before the acceptance, whatever comes after', () => {
    const settings = [
      { position: 3n, isRequired: true },
      { position: 7n, isRequired: false },
      { position: 12n, isRequired: true },
    ];
    expect(isApprovalRequiredAt(settings, 2n)).toBe(false);
    expect(isApprovalRequiredAt(settings, 5n)).toBe(true);
    expect(isApprovalRequiredAt(settings, 10n)).toBe(false);
    expect(isApprovalRequiredAt(settings, 13n)).toBe(true);
  });

  it('property: the order the settings are listed in does not matter', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ position: fc.bigInt({ min: 0n, max: 100n }), isRequired: fc.boolean() }), {
          selector: (setting) => setting.position,
          size: 'max',
          maxLength: 20,
        }),
        fc.bigInt({ min: 0n, max: 101n }),
        (settings, acceptedAt) => {
          const reversed = [...settings].reverse();
          expect(isApprovalRequiredAt(reversed, acceptedAt)).toBe(isApprovalRequiredAt(settings, acceptedAt));
        },
      ),
    );
  });
});
