import { type MailCopy, mailLocale } from './mail-template.ts';
import { mailTemplates } from './templates.ts';

/** Turns an outbox row into the subject, plain text and HTML of the email. */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of a newsletter). */
  headers?: Record<string, string>;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function plainText(copy: MailCopy, siteUrl: string): string {
  const lines = [copy.heading, '', ...copy.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (copy.action) lines.push(`${copy.action.label}:`, copy.action.url, '');
  if (copy.code) lines.push(`${copy.code.label}: ${copy.code.value}`, '');
  if (copy.footer) lines.push(copy.footer, '');
  if (copy.preferences) lines.push(`${copy.preferences.label}:`, copy.preferences.url, '');
  if (copy.unsubscribe) lines.push(`${copy.unsubscribe.label}:`, copy.unsubscribe.pageUrl, '');
  lines.push(`Zajednica · ${siteUrl}`);
  return `${lines.join('\n')}\n`;
}

function html(copy: MailCopy, siteUrl: string, lang: string): string {
  const paragraphs = copy.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const action = copy.action
    ? `<p><a href="${escapeHtml(copy.action.url)}" style="display:inline-block;padding:12px 20px;background:#0c4076;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(copy.action.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(copy.action.url)}</p>`
    : '';
  const code = copy.code
    ? `<p>${escapeHtml(copy.code.label)}: <strong style="font-size:22px;letter-spacing:4px">${escapeHtml(copy.code.value)}</strong></p>`
    : '';
  const footer = copy.footer
    ? `<p style="font-size:13px;color:#555">${escapeHtml(copy.footer)}</p>`
    : '';
  const preferences = copy.preferences
    ? `<p style="font-size:13px;color:#555"><a href="${escapeHtml(copy.preferences.url)}">${escapeHtml(copy.preferences.label)}</a></p>`
    : '';
  const unsubscribe = copy.unsubscribe
    ? `<p style="font-size:13px;color:#555"><a href="${escapeHtml(copy.unsubscribe.pageUrl)}">${escapeHtml(copy.unsubscribe.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:22px">${escapeHtml(copy.heading)}</h1>
${paragraphs}
${action}
${code}
${footer}
${preferences}
${unsubscribe}
<p style="font-size:13px;color:#555"><a href="${escapeHtml(siteUrl)}">Zajednica</a></p>
</body></html>
`;
}

export function renderMail(
  message: { template: string; locale: string; data: Record<string, unknown> },
  siteUrl: string,
): RenderedMail {
  const template = mailTemplates[message.template];
  if (!template) throw new Error(`Unknown mail template "${message.template}"`);
  const locale = mailLocale(message.locale);
  const copy = template(message.data, locale, siteUrl);
  return {
    subject: copy.subject,
    text: plainText(copy, siteUrl),
    html: html(copy, siteUrl, locale === 'sr' ? 'sr-Cyrl' : 'en'),
    ...(copy.replyTo ? { replyTo: copy.replyTo } : {}),
    ...(copy.unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${copy.unsubscribe.oneClickUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
