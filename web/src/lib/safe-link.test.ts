import { describe, expect, it } from 'vitest';
import { linkHref, mailtoHref } from './safe-link.ts';

describe('safe links', () => {
  it('follows absolute http(s) links only', () => {
    expect(linkHref('https://www.example.org')).toBe('https://www.example.org');
    expect(linkHref('http://example.org/a')).toBe('http://example.org/a');
    for (const bad of ['/\\evil.example', '//evil.example', 'javascript:alert(1)', '', null])
      expect(linkHref(bad), String(bad)).toBeUndefined();
  });

  it('makes a mailto: link of a plain address only', () => {
    expect(mailtoHref('ana@example.com')).toBe('mailto:ana@example.com');
    for (const bad of ['ana@example.com?bcc=all@example.org', 'Ana <ana@example.com>', undefined])
      expect(mailtoHref(bad), String(bad)).toBeUndefined();
  });
});
