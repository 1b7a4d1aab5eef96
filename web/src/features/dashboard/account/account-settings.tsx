import type { User } from '@supabase/supabase-js';
import { DeleteAccount } from './delete-account.tsx';
import { DownloadMyData } from './download-my-data.tsx';
import { EmailChange } from './email-change.tsx';
import { NameAndLanguage } from './name-and-language.tsx';
import { PasswordChange } from './password-change.tsx';
import { TwoStepLink } from './two-step-link.tsx';

/**
 * The member's own account (issue 38), through GoTrue's PUT /user as
 * supabase-js calls it: name and the language of their mail, the email
 * address (the server confirms the change from both addresses) and the
 * password. A change of address or password needs a recent sign-in or the
 * code the server mails (reauthentication); the form then asks for it and
 * keeps what was typed (use-credential-change.ts). Each section is a view
 * over its own hook.
 */
export function AccountSettings({ user }: { user: User }) {
  return (
    <div className="grid w-full gap-6">
      <NameAndLanguage user={user} />
      <EmailChange user={user} />
      <PasswordChange />
      <TwoStepLink />
      <DownloadMyData />
      <DeleteAccount user={user} />
    </div>
  );
}
