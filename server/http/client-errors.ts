import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Answers requests Node's HTTP parser refuses before the app sees them. By
 * default an over-long request line gets 431 like an over-long header; a URL
 * that is too long is 414 URI Too Long (what a client or proxy expects),
 * and anything else the parser cannot read is 400.
 */

type ParserError = Error & { code?: string; rawPacket?: Buffer };

/** Past this, an overflowing request is blamed on its URL (Node allows 16 KiB of head in all). */
const longRequestLine = 8 * 1024;

/** The status for a parser error: 414 when the request line is what made the head too big. */
export function clientErrorStatus(error: ParserError): string {
  if (error.code !== 'HPE_HEADER_OVERFLOW') return '400 Bad Request';
  const packet = error.rawPacket?.toString('latin1') ?? '';
  const lineEnd = packet.indexOf('\n');
  const requestLine = lineEnd === -1 ? packet : packet.slice(0, lineEnd);
  return lineEnd === -1 || requestLine.length > longRequestLine
    ? '414 URI Too Long'
    : '431 Request Header Fields Too Large';
}

export function answerClientErrors(server: Server) {
  server.on('clientError', (error: ParserError, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(
      `HTTP/1.1 ${clientErrorStatus(error)}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });
}
