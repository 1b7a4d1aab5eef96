/** Structured JSON log lines on stdout; no personal data, no stack traces in responses. */

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;
type Fields = Record<string, unknown>;

let threshold: number = levels.info;

export function setLogLevel(level: LogLevel) {
  threshold = levels[level];
}

function write(level: Exclude<LogLevel, 'silent'>, message: string, fields?: Fields) {
  if (levels[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}

/** Turns an unknown thrown value into loggable fields (the stack stays in the log only). */
export function errorFields(error: unknown): Fields {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}

export const log = {
  debug: (message: string, fields?: Fields) => write('debug', message, fields),
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
};
