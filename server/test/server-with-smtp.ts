import { type SmtpReceiver, startSmtpReceiver } from './smtp-receiver.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** A test server whose mail goes out to a real SMTP receiver, `smtp`. */
export interface ServerWithSmtp extends TestServer {
  smtp: SmtpReceiver;
}

/** Starts an SMTP receiver and a test server that sends to it; `close()` stops both. */
export async function startServerWithSmtp(
  env: Record<string, string> = {},
): Promise<ServerWithSmtp> {
  const smtp = await startSmtpReceiver();
  const server = await startTestServer({ SMTP_URL: smtp.url, ...env });
  return {
    ...server,
    smtp,
    async close() {
      await server.close();
      await smtp.close();
    },
  };
}
