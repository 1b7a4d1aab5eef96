import { pino } from 'pino';
import { prettyFactory } from 'pino-pretty';

/**
 * The server's log (pino): one JSON line per event when stdout is not a
 * terminal (files, containers, log shippers), human-readable lines in a
 * terminal. Warnings and errors go to stderr, the rest to stdout. No personal
 * data, no stack traces in responses.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
type Fields = Record<string, unknown>;

/** Where lines go; `pretty` picks human-readable text over JSON. */
export interface LogOutput {
  stdout: { write(line: string): unknown };
  stderr: { write(line: string): unknown };
  pretty: boolean;
}

function prettyStream(stream: LogOutput['stdout']): LogOutput['stdout'] {
  const prettify = prettyFactory({
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    // One event, one line: a stream of requests stays easy to scan.
    singleLine: true,
  });
  // Synchronous, so the lines written just before process.exit are not lost.
  return { write: (line: string) => stream.write(prettify(line)) };
}

export function createLogger(output: LogOutput) {
  const target = (stream: LogOutput['stdout']) => (output.pretty ? prettyStream(stream) : stream);
  return pino(
    {
      level: 'info',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      // JSON keeps the level's name ("info"), as before pino; pino-pretty reads the number.
      formatters: output.pretty ? {} : { level: (label) => ({ level: label }) },
    },
    pino.multistream(
      [
        { level: 'trace', stream: target(output.stdout) },
        { level: 'warn', stream: target(output.stderr) },
      ],
      { dedupe: true },
    ),
  );
}

/** Human-readable in a terminal, JSON lines otherwise. */
export function logIsPretty(stdout: { isTTY?: boolean }): boolean {
  return stdout.isTTY === true;
}

const logger = createLogger({
  stdout: process.stdout,
  stderr: process.stderr,
  pretty: logIsPretty(process.stdout),
});

export function setLogLevel(level: LogLevel) {
  logger.level = level;
}

/** Turns an unknown thrown value into loggable fields (the stack stays in the log only). */
export function errorFields(error: unknown): Fields {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}

export const log = {
  debug: (message: string, fields?: Fields) => logger.debug(fields ?? {}, message),
  info: (message: string, fields?: Fields) => logger.info(fields ?? {}, message),
  warn: (message: string, fields?: Fields) => logger.warn(fields ?? {}, message),
  error: (message: string, fields?: Fields) => logger.error(fields ?? {}, message),
};
