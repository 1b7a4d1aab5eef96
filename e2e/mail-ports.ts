/** Ports of the e2e mail catcher (mail-catcher.ts), next to the portal's E2E_PORT. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const smtpPort = e2ePort + 1;
export const mailPort = e2ePort + 2;
export const mailMessagesUrl = `http://127.0.0.1:${mailPort}/messages`;
