import type { LegalDocument } from '@/features/legal/legal-document.ts';
import { retentionPeriodEn as period } from '@/features/legal/retention-period.ts';

/**
 * The privacy policy (/privacy), in plain language. Loaded with its page only;
 * the title and summary are messages (legal.privacyTitle, legal.privacySummary).
 * Retention periods come from domain/retention.ts, which the server's purge uses.
 */
export const privacyPolicyEn: LegalDocument = {
  updated: 'Last updated: November 28, 2026',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'Zajednica is a community portal for Serbs in Canada and the USA, run by volunteers. We follow Canada’s personal information law (PIPEDA) and its anti-spam law (CASL). If you have a question about your data, write to info@zajednica.ca.',
      ],
    },
    {
      heading: 'What we store and why',
      paragraphs: [
        'Your account: your email address, your password (only as a one-way hash that nobody can read back), your sign-in sessions and the one-time codes we send you. We need them so you can sign in and manage what you submitted.',
        'What you submit: organizations, events, news, memorials, creator profiles, businesses and edits to them, together with the time and the internet (IP) address they were sent from. Editors review every submission before it is published. The IP address helps us stop abuse and is never shown publicly.',
        'The newsletter: your email address, language and chosen cities, and a record of your consent: when and where you subscribed and when you confirmed through the link we mailed you. We send the newsletter only after you confirm, and every newsletter has a one-click unsubscribe link.',
        'Condolences: your name, your message and, if you give it, your relation to the deceased. If you are not signed in, we ask for your email address to confirm the condolence and to tell you when it is published; it is never published, and we delete it once the condolence is approved or declined. Condolences are shown only after an editor or the family approves them.',
        'Messages and reports: when you write to us, to a creator, or report content, we store your name, email address and message, or the reason of your report, so that we can answer and act on it.',
        `Server logs: for each request we log the time, the page or address asked for, the result and how long it took. The logs do not contain your IP address or your account. To limit abuse, our server counts requests per IP address for ${period('rateLimitCounters')} at most.`,
        'Emails we send: a copy of each email (address, subject and text) stays in our mail queue, so we can resend it if delivery fails and check what was sent.',
      ],
    },
    {
      heading: 'In your browser',
      paragraphs: [
        'Your browser keeps your language choice and, when you sign in, your session. We use no advertising cookies, no tracking and no analytics services.',
        'Videos: nothing from YouTube loads until you press play. Then the video plays from YouTube’s privacy-enhanced address (youtube-nocookie.com), and Google receives your IP address under its own privacy policy.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        `Your account and what you published: until you ask us to delete them. Ended sign-in sessions and expired codes are deleted ${period('endedSessions')} after they end. Photos you upload are kept with what they belong to; a photo of a form you never sent, of a submission that was not accepted or of something deleted is deleted once it has belonged to nothing for ${period('unusedImages')}. We remove the location and camera details a phone writes into a photo when we receive it.`,
        `The newsletter: while you are subscribed. A request you do not confirm is deleted after ${period('unconfirmedSubscriptions')}, when its link expires. After you unsubscribe we keep only your email address and the dates of your consent and of your unsubscribing, for ${period('unsubscribedAddresses')}, because CASL asks us to be able to prove consent. Then we delete them.`,
        `Messages to us through the contact page: ${period('contactMessages')} from the day they arrive, then we delete them. A condolence whose confirmation link was not followed is deleted after ${period('unconfirmedCondolences')}.`,
        `The IP address a submission or a message was sent from: ${period('submitterIps')}. Requests counted per address against abuse: ${period('rateLimitCounters')} at most. Copies of the emails we sent: the address and the text are erased from our mail queue ${period('mailOutbox')} after sending. Server logs: ${period('serverLogs')}.`,
      ],
    },
    {
      heading: 'Who sees your data',
      paragraphs: [
        'We never sell or rent your data. The companies that host our server and deliver our email process it only on our behalf. Editors of the portal see submissions, condolences, messages and reports in order to review them. We disclose data to authorities only when Canadian law requires it.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask what we store about you, ask us to correct or delete it, and withdraw your consent at any time. Write to info@zajednica.ca; we answer within 30 days. If you are not satisfied with our answer, you can complain to the Office of the Privacy Commissioner of Canada (priv.gc.ca).',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'When this policy changes, we publish the new text here with its date. If a change affects how we use data you already gave us, we ask for your consent again.',
      ],
    },
  ],
};
