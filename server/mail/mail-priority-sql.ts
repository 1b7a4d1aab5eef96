import { mailClassPriority } from './mail-classes.ts';
import { mails } from './mail-registry.ts';

/** Where `npm run db:types` writes the database's copy of the mail classes. */
export const mailPrioritySqlPath = 'db/functions/mail_priority.sql';

const quoted = (names: readonly string[]) => {
  const lines: string[] = [];
  let line = '';
  for (const name of names) {
    const item = `'${name}'`;
    if (line && line.length + item.length + 2 > 78) {
      lines.push(`${line},`);
      line = item;
    } else line = line ? `${line}, ${item}` : item;
  }
  lines.push(line);
  return lines.join('\n      ');
};

/**
 * public.mail_priority, written from the classes declared with each mail
 * (mail-registry.ts): the database classifies every outbox row on insert
 * with it, so SQL that queues mail needs no knowledge of classes.
 */
export function mailPrioritySql(): string {
  const named = (mailClass: 'account' | 'review_digest') =>
    mails.filter((mail) => mail.class === mailClass).map((mail) => mail.name);
  return `-- Written by \`npm run db:types\` from server/mail/mail-registry.ts (the class
-- declared with each mail, server/mail/define-mail.ts); do not edit by hand:
-- mail-classes.test.ts fails when this file and the registry disagree.
-- The outbox priority of a template. ${mailClassPriority.account}: account mail (what a person needs to
-- get into their account, and the notices that its password or address
-- changed); ${mailClassPriority.review_digest}: the editors' review digest; ${mailClassPriority.notification}: every other notification,
-- under the daily cap.
create or replace function public.mail_priority(template text) returns smallint
language sql immutable set search_path = ''
as $$
  select case
    when template in (${quoted(named('account'))})
      then ${mailClassPriority.account}::smallint
    when template in (${quoted(named('review_digest'))}) then ${mailClassPriority.review_digest}::smallint
    else ${mailClassPriority.notification}::smallint
  end
$$;
`;
}
