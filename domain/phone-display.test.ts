import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone.ts';
import { phoneDisplay } from './phone-display.ts';

describe('phoneDisplay', () => {
  it('writes a North American number as the international format, dialled with +1', () => {
    for (const stored of ['+14165550150', '(416) 555-0150', '416 555 0150', '1-416-555-0150']) {
      expect(phoneDisplay(stored)).toEqual({ text: '+1 416 555 0150', href: 'tel:+14165550150' });
    }
  });

  it('agrees with libphonenumber on stored North American numbers', () => {
    for (const stored of ['+14165550150', '+16045550161', '+12125550199']) {
      expect(phoneDisplay(stored)).toEqual({ text: formatPhone(stored), href: phoneHref(stored) });
    }
  });

  it('shows another country as stored and dials its digits with the +', () => {
    expect(phoneDisplay('+381 11 123 4567')).toEqual({
      text: '+381 11 123 4567',
      href: 'tel:+381111234567',
    });
    expect(phoneDisplay(' 555-01 ')).toEqual({ text: '555-01', href: 'tel:55501' });
  });
});
