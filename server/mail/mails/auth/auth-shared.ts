import { z } from 'zod';
import { optionalText } from '../../define-mail.ts';
import { type MailCopy, text } from '../../mail-template.ts';

/**
 * What the account mails queued by server/auth/auth-mail.ts share (issues 3,
 * 16, 24): the payload each carries (the confirm or sign-in link, the same
 * token's 6-digit code, the addresses) and the line with the code.
 */

/** What every auth mail with a link carries (server/auth/auth-mail.ts): the link, the code, the addresses. */
export const authLinkPayload = {
  link: z.string(),
  code: optionalText(),
  email: optionalText(),
  new_email: optionalText(),
};
export const authLinkExample = {
  link: 'https://z.example/auth/confirm?token_hash=abc',
  code: '123456',
  email: 'ana@example.com',
  new_email: 'ana.nova@example.com',
};

export function mailCode(data: Record<string, unknown>, label: string): Pick<MailCopy, 'code'> {
  const value = text(data, 'code');
  return value ? { code: { label, value } } : {};
}

export const codeLabel = { en: 'Or enter this code', sr: 'Или унесите овај код' };
