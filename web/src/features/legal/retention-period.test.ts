import { describe, expect, it } from 'vitest';
import { retentionDays, type RetentionKind } from '@domain/retention.ts';
import { privacyPolicyEn } from '@/i18n/en/privacy-policy.ts';
import { privacyPolicySrCyrillic } from '@/i18n/sr-cyrillic/privacy-policy.ts';
import { retentionPeriodEn, retentionPeriodSr } from './retention-period.ts';

const kinds = Object.keys(retentionDays) as RetentionKind[];
const sectionText = (sections: { heading: string; paragraphs: string[] }[], index: number) =>
  sections[index]!.paragraphs.join(' ');

describe('retention periods in the privacy policy', () => {
  it('writes periods out in English and Serbian', () => {
    expect(retentionPeriodEn('unsubscribedAddresses')).toBe('3 years');
    expect(retentionPeriodEn('contactMessages')).toBe('one year');
    expect(retentionPeriodEn('submitterIps')).toBe('90 days');
    expect(retentionPeriodEn('rateLimitCounters')).toBe('one day');
    expect(retentionPeriodSr('unsubscribedAddresses')).toBe('3 године');
    expect(retentionPeriodSr('contactMessages')).toBe('годину дана');
    expect(retentionPeriodSr('submitterIps')).toBe('90 дана');
    expect(retentionPeriodSr('rateLimitCounters')).toBe('1 дан');
  });

  it('states every period of domain/retention.ts in both languages', () => {
    const retentionSection = privacyPolicyEn.sections.findIndex((s) =>
      s.heading.startsWith('How long'),
    );
    expect(retentionSection).toBeGreaterThan(0);
    const english = sectionText(privacyPolicyEn.sections, retentionSection);
    const serbian = sectionText(privacyPolicySrCyrillic.sections, retentionSection);
    for (const kind of kinds) {
      expect(english, kind).toContain(retentionPeriodEn(kind));
      expect(serbian, kind).toContain(retentionPeriodSr(kind));
    }
  });
});
