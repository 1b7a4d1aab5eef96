import { z } from 'zod';
import { routePath } from '../../../../domain/routes.ts';
import { defineMail } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailTemplate, text } from '../../mail-template.ts';

/**
 * To a co-admin another admin (or a site admin) removed (0912), in the
 * language of their mail. Nobody is named: the removed admin reads what
 * changed and whom to ask.
 */

const organizationAdminRemoved: MailTemplate = (data, locale, siteUrl) => {
  const name = mailItemName(data, locale, 'name');
  const page =
    data.published === true
      ? new URL(routePath('organization', { slug: text(data, 'slug') }), siteUrl).toString()
      : null;
  return locale === 'sr'
    ? {
        subject: `Више нисте администратор странице „${name}“`,
        heading: `Више не водите „${name}“`,
        paragraphs: [
          `Уклоњени сте из администратора организације „${name}“ на Заједници. Више не објављујете њене догађаје нити уређујете њену страницу.`,
          'Ако мислите да је ово грешка, замолите неког од њених администратора да вас поново позове.',
        ],
        ...(page ? { action: { label: 'Погледај страницу', url: page } } : {}),
      }
    : {
        subject: `You are no longer an admin of "${name}"`,
        heading: `You no longer run "${name}"`,
        paragraphs: [
          `You were removed as an admin of the organization "${name}" on Zajednica. You no longer post its events or edit its page.`,
          'If you think this is a mistake, ask one of its admins to invite you again.',
        ],
        ...(page ? { action: { label: 'View the page', url: page } } : {}),
      };
};

/** Queued when another admin removes a co-admin (0912). */
export const organizationAdminRemovedMail = defineMail({
  name: 'organization_admin_removed',
  class: 'notification',
  payload: {
    name: z.string(),
    slug: z.string(),
    published: z.boolean(),
  },
  example: {
    name: 'Serbian Folklore Club',
    names: { name_sr_cyrl: 'Српски фолклорни клуб' },
    slug: 'folklore',
    published: true,
  },
  render: organizationAdminRemoved,
});
