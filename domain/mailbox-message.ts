/**
 * One email of the development mailbox, as GET /functions/v1/dev-mailbox
 * answers it (server/mail/dev-mailbox.ts) and /dev/mailbox shows it.
 */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
}
