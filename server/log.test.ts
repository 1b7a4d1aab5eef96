import { describe, expect, it } from 'vitest';
import { createLogger, logIsPretty } from './log.ts';

function captured(pretty: boolean) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const logger = createLogger({
    stdout: { write: (line: string) => stdout.push(line) },
    stderr: { write: (line: string) => stderr.push(line) },
    pretty,
  });
  return { logger, stdout, stderr };
}

describe('the server log', () => {
  it('is human-readable in a terminal and JSON lines otherwise', () => {
    expect(logIsPretty({ isTTY: true })).toBe(true);
    expect(logIsPretty({ isTTY: false })).toBe(false);
    expect(logIsPretty({})).toBe(false);
  });

  it('writes one JSON object per line with the level name, ISO time, message and fields', () => {
    const { logger, stdout, stderr } = captured(false);
    logger.info({ url: 'http://127.0.0.1:3000' }, 'server listening');
    expect(stdout).toHaveLength(1);
    expect(stdout[0]!.endsWith('\n')).toBe(true);
    const line = JSON.parse(stdout[0]!) as Record<string, unknown>;
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      msg: 'server listening',
      url: 'http://127.0.0.1:3000',
    });
    expect(stderr).toEqual([]);
  });

  it('sends warnings and errors to stderr only, and honours the level', () => {
    const { logger, stdout, stderr } = captured(false);
    logger.debug('hidden at info');
    logger.warn({ code: 1 }, 'careful');
    logger.error('broken');
    expect(stdout).toEqual([]);
    expect(stderr.map((line) => (JSON.parse(line) as { level: string }).level)).toEqual([
      'warn',
      'error',
    ]);
    logger.level = 'silent';
    logger.error('not written');
    expect(stderr).toHaveLength(2);
  });

  it('prints a readable line, not JSON, in pretty mode', () => {
    const { logger, stdout, stderr } = captured(true);
    logger.info({ migration: '0001_init.sql' }, 'migration applied');
    logger.error('server failed to start');
    expect(stdout).toHaveLength(1);
    expect(() => JSON.parse(stdout[0]!)).toThrow();
    expect(stdout[0]).toMatch(/INFO.*migration applied/);
    expect(stdout[0]).toContain('{"migration":"0001_init.sql"}');
    expect(stdout[0]!.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr[0]).toMatch(/ERROR.*server failed to start/);
  });
});
