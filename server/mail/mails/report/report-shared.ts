import { isAnonymousReporter } from '../../../../domain/anonymous-reporter.ts';
import { text } from '../../mail-template.ts';

/** What the editors' notices of a report share. */

/** "Reported by …", with a visitor who was not signed in named in the mail's language. */
export function reportedByLine(data: Record<string, unknown>, locale: 'en' | 'sr'): string {
  const reporter = text(data, 'reporter');
  if (locale === 'sr') {
    return `Примедба од: ${isAnonymousReporter(reporter) ? 'посетиоца без налога' : reporter}`;
  }
  return `Reported by: ${isAnonymousReporter(reporter) ? 'a visitor who was not signed in' : reporter}`;
}
