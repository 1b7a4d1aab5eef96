import { markup } from '../markup.ts';
import { isLatinReader, latinCopy } from './latin-mail.ts';
import { type MailCopy, type MailEntry, mailLocale, type MailSection } from './mail-template.ts';
import { mailTemplates } from './mail-registry.ts';

/** Turns an outbox row into the subject, plain text and HTML of the email. */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of a newsletter). */
  headers?: Record<string, string>;
}

function plainText(copy: MailCopy, siteUrl: string, siteName: string): string {
  const sectionLines = (copy.sections ?? []).flatMap((section) => [
    section.heading,
    ...(section.entries.length > 0 ? section.entries.map(entryLine) : [section.empty]),
  ]);
  const lines = [
    copy.heading,
    '',
    ...[...copy.paragraphs, ...sectionLines].flatMap((paragraph) => [paragraph, '']),
  ];
  if (copy.action) lines.push(`${copy.action.label}:`, copy.action.url, '');
  if (copy.code) lines.push(`${copy.code.label}: ${copy.code.value}`, '');
  if (copy.footer) lines.push(copy.footer, '');
  if (copy.preferences) lines.push(`${copy.preferences.label}:`, copy.preferences.url, '');
  if (copy.unsubscribe) lines.push(`${copy.unsubscribe.label}:`, copy.unsubscribe.pageUrl, '');
  lines.push(`${siteName} · ${siteUrl}`);
  return `${lines.join('\n')}\n`;
}

const entryLine = (entry: MailEntry) =>
  `• ${entry.title}${entry.detail ? ` (${entry.detail})` : ''} — ${entry.url}`;

const muted = 'font-size:13px;color:#555';

/** A section as a table (what every mail client lays out alike): thumbnail, linked title, detail. */
function htmlSection(section: MailSection) {
  const rows =
    section.entries.length === 0
      ? markup`<p>${section.empty}</p>`
      : markup`<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%">
${section.entries.map((entry) => htmlEntry(entry))}</table>`;
  return markup`<h2 style="font-size:18px;margin:24px 0 8px">${section.heading}</h2>
${rows}
`;
}

function htmlEntry(entry: MailEntry) {
  const words = markup`<a href="${entry.url}" style="color:#0c4076;font-weight:bold">${entry.title}</a>${
    entry.detail ? markup`<br><span style="${muted}">${entry.detail}</span>` : ''
  }`;
  if (!entry.image) {
    return markup`<tr><td colspan="2" style="padding:8px 0;vertical-align:top">${words}</td></tr>
`;
  }
  const { url, width, height } = entry.image;
  return markup`<tr><td style="padding:8px 12px 8px 0;vertical-align:top;width:${String(width)}px"><a href="${entry.url}"><img src="${url}" width="${String(width)}" height="${String(height)}" alt="" style="display:block;border:0;border-radius:4px"></a></td><td style="padding:8px 0;vertical-align:top">${words}</td></tr>
`;
}

function html(copy: MailCopy, siteUrl: string, lang: string, siteName: string): string {
  const paragraphs = copy.paragraphs.map((p) => markup`<p>${p}</p>\n`);
  const sections = (copy.sections ?? []).map(htmlSection);
  const action = copy.action
    ? markup`<p><a href="${copy.action.url}" style="display:inline-block;padding:12px 20px;background:#0c4076;color:#ffffff;text-decoration:none;border-radius:6px">${copy.action.label}</a></p>
<p style="${muted}">${copy.action.url}</p>`
    : '';
  const code = copy.code
    ? markup`<p>${copy.code.label}: <strong style="font-size:22px;letter-spacing:4px">${copy.code.value}</strong></p>`
    : '';
  const footer = copy.footer ? markup`<p style="${muted}">${copy.footer}</p>` : '';
  const preferences = copy.preferences
    ? markup`<p style="${muted}"><a href="${copy.preferences.url}">${copy.preferences.label}</a></p>`
    : '';
  const unsubscribe = copy.unsubscribe
    ? markup`<p style="${muted}"><a href="${copy.unsubscribe.pageUrl}">${copy.unsubscribe.label}</a></p>`
    : '';
  return markup`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${copy.subject}</title></head>
<body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:22px">${copy.heading}</h1>
${paragraphs}
${sections}
${action}
${code}
${footer}
${preferences}
${unsubscribe}
<p style="${muted}"><a href="${siteUrl}">${siteName}</a></p>
</body></html>
`.text;
}

export function renderMail(
  message: { template: string; locale: string; data: Record<string, unknown> },
  siteUrl: string,
): RenderedMail {
  const template = mailTemplates[message.template];
  if (!template) throw new Error(`Unknown mail template "${message.template}"`);
  const locale = mailLocale(message.locale);
  const cyrillicOrEnglish = template(message.data, locale, siteUrl);
  const latin = locale === 'sr' && isLatinReader(message.locale);
  const copy = latin ? latinCopy(cyrillicOrEnglish) : cyrillicOrEnglish;
  const cyrillic = locale === 'sr' && !latin;
  const siteName = cyrillic ? 'Заједница' : 'Zajednica';
  return {
    subject: copy.subject,
    text: plainText(copy, siteUrl, siteName),
    html: html(copy, siteUrl, latin ? 'sr-Latn' : cyrillic ? 'sr-Cyrl' : 'en', siteName),
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
