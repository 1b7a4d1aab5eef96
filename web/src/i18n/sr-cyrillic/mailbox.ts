import type { mailboxEn } from '../en/mailbox.ts';

/** The development mailbox (/dev/mailbox) messages (Serbian Cyrillic). */
export const mailboxSrCyrillic: typeof mailboxEn = {
  title: 'Развојно поштанско сандуче',
  intro:
    'Поруке које би сервер послао, најновије прве. Ова страница постоји само у уграђеном режиму без SMTP_URL и могу је читати само администратори.',
  loading: 'Учитавање порука…',
  empty: 'Још нема порука.',
  error: 'Сандуче није могло да се учита.',
  unavailable: 'Развојно сандуче је искључено: овај сервер шаље пошту преко SMTP-а.',
  accessDeniedTitle: 'Приступ одбијен',
  accessDeniedText: 'Само администратори могу да читају развојно сандуче.',
  backHome: 'Иди на почетну страницу',
  to: 'За {{address}}',
  refresh: 'Освежи',
};
