import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref, toE164 } from './phone.ts';

describe('phone numbers', () => {
  it.each([
    ['416 555 0100', '+14165550100'],
    ['(604) 555-0161', '+16045550161'],
    ['+1 212 555 0100', '+12125550100'],
    ['+381 11 123 4567', '+381111234567'],
  ])('stores %s as %s', (typed, stored) => {
    expect(toE164(typed)).toBe(stored);
  });

  it.each(['', '12', 'call us', '+1 416 555', '555-01'])('refuses %j', (typed) => {
    expect(toE164(typed)).toBeNull();
  });

  it('shows a stored number formatted and dials it with its country code', () => {
    expect(formatPhone('+14165550100')).toBe('+1 416 555 0100');
    expect(phoneHref('+381111234567')).toBe('tel:+381111234567');
    // A value stored before numbers were checked stays as it was.
    expect(formatPhone('ext. 12')).toBe('ext. 12');
    expect(phoneHref('(416) 555-0150')).toBe('tel:+14165550150');
  });
});
