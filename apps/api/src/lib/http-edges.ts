import type { EventEmitter } from 'node:events';
import type { Duplex } from 'node:stream';
import { MAX_HEADER_BYTES } from '@yonke/domain';
import { logger } from './logger.ts';

export const EDGE_MESSAGES = {
  headersTooLarge: `La dirección o los encabezados de la solicitud son demasiado grandes (máximo ${MAX_HEADER_BYTES / 1024} KB).`,
  badRequest: 'La solicitud no es válida.',
} as const;

function answer(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * What Node's HTTP parser refuses before the app sees a request: a URL or headers above
 * MAX_HEADER_BYTES get a Spanish 431 instead of a bare one, and malformed requests a Spanish 400.
 * A socket the client already closed is left alone: that is not an error of ours.
 */
export function answerClientErrors(server: EventEmitter): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      answer(socket, 431, 'Request Header Fields Too Large', EDGE_MESSAGES.headersTooLarge);
      return;
    }
    logger.info({ code: error.code }, 'solicitud mal formada');
    answer(socket, 400, 'Bad Request', EDGE_MESSAGES.badRequest);
  });
}

/**
 * A request whose client went away while its body was being read (closed tab, lost signal): the
 * reading fails, but nothing is wrong with the server, so it is not logged as an error. Only the
 * errors Node and @hono/node-server raise for the incoming request match: an outgoing call that
 * fails (a reset from Mercado Libre, our own timeout) stays a logged 500.
 */
export function isClientAbort(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as NodeJS.ErrnoException).code;
    // IncomingMessage's own error when the socket closes mid-body.
    if (code === 'ECONNRESET' && current.message === 'aborted') return true;
    if (code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
    if (current.message === 'Client connection prematurely closed.') return true;
    current = current.cause;
  }
  return false;
}
