import { type SmtpReceiver, startSmtpReceiver } from './smtp-receiver.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** A test server whose mail goes out to a real SMTP receiver, `smtp`. */
export interface ServerWithSmtp extends TestServer {
  smtp: SmtpReceiver;
}

/**
 * Starts an SMTP receiver and a test server that sends to it; `close()` stops
 * both. `start` is the server to start (the security suite passes its own).
 */
export async function startServerWithSmtp(
  env: Record<string, string> = {},
  start: (env: Record<string, string>) => Promise<TestServer> = startTestServer,
): Promise<ServerWithSmtp> {
  const smtp = await startSmtpReceiver();
  const server = await start({ SMTP_URL: smtp.url, ...env });
  return {
    ...server,
    smtp,
    async close() {
      await server.close();
      await smtp.close();
    },
  };
}
