import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server for calendar-feed tests: each path answers what the
 * test set for it (a calendar, a huge body, a body that never ends), so the
 * real safe fetcher is exercised end to end on loopback (which tests allow
 * it through its own `allowAddress` option).
 */

export type FeedAnswer =
  | { kind: 'calendar'; body: string }
  | { kind: 'huge'; bytes: number }
  | { kind: 'slow' }
  | { kind: 'status'; status: number };

export interface FeedServer {
  origin: string;
  set(path: string, answer: FeedAnswer): void;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const answer = answers.get(request.url ?? '') ?? { kind: 'status', status: 404 };
    if (answer.kind === 'calendar') {
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      response.end(answer.body);
    } else if (answer.kind === 'huge') {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const line = 'X-FILLER:' + 'x'.repeat(1000) + '\r\n';
      let sent = 0;
      const push = () => {
        while (sent < answer.bytes) {
          sent += line.length;
          if (!response.write(line)) return void response.once('drain', push);
        }
        response.end();
      };
      response.write('BEGIN:VCALENDAR\r\n');
      push();
      response.on('error', () => undefined);
    } else if (answer.kind === 'slow') {
      // A header, then a line a second, never finishing.
      open.add(response);
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.write('BEGIN:VCALENDAR\r\n');
      const timer = setInterval(() => response.write('X-WAIT:1\r\n'), 1000);
      response.on('close', () => {
        clearInterval(timer);
        open.delete(response);
      });
    } else {
      response.writeHead(answer.status).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    set: (path, answer) => answers.set(path, answer),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A VCALENDAR around the given VEVENT blocks, with CRLF line ends. */
export function calendarOf(...events: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Parish//EN',
    ...events,
    'END:VCALENDAR',
  ]
    .join('\r\n')
    .concat('\r\n');
}

export function vevent(fields: Record<string, string>): string {
  return [
    'BEGIN:VEVENT',
    'DTSTAMP:20260101T000000Z',
    ...Object.entries(fields).map(([key, value]) => `${key}:${value}`),
    'END:VEVENT',
  ].join('\r\n');
}
