import { describe, expect, it } from 'vitest';
import { isPhoneNumber, telHref } from './contact.constants';

describe('the support phone', () => {
  it('takes numbers as people write them', () => {
    for (const phone of ['+351 21 123 4567', '+1 (555) 010-0199', '020 7946 0321', '555.010.0199', '123456']) {
      expect(isPhoneNumber(phone), phone).toBe(true);
    }
  });

  it('refuses text, too few or too many digits, and a + anywhere but first', () => {
    for (const phone of [
      '',
      'call us',
      '+1 555',
      '1'.repeat(21),
      '1+555 0100 22',
      '555 0100 ext. 7',
      '+44 20 7946 0321\n',
    ]) {
      expect(isPhoneNumber(phone), JSON.stringify(phone)).toBe(false);
    }
  });

  it('dials the digits, keeping the + of an international number', () => {
    expect(telHref('+351 (21) 123-4567')).toBe('tel:+351211234567');
    expect(telHref('020 7946 0321')).toBe('tel:02079460321');
  });
});
