import { describe, expect, it } from 'vitest';
import { jsonLogger } from './logger.ts';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = jsonLogger({ write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

describe('the JSON logger', () => {
  it("censors secret fields on every line, and an error's own header and cookie properties on error lines", () => {
    const { logger, lines } = capturingLogger();
    logger.info('request', { requestId: 'r-1', url: '/api/project/demo', token: 'a-token', password: 'hunter2' });
    const failure = Object.assign(new Error('upstream refused'), { authorization: 'Bearer x', cookie: 'sid=1' });
    logger.error('Request failed', failure, { requestId: 'r-2', authorization: 'Bearer y' });
    expect(lines[0]).toMatchObject({
      msg: 'request',
      requestId: 'r-1',
      url: '/api/project/demo',
      token: '[redacted]',
      password: '[redacted]',
    });
    expect(lines[1]).toMatchObject({
      msg: 'Request failed',
      requestId: 'r-2',
      authorization: '[redacted]',
      err: { message: 'upstream refused', authorization: '[redacted]', cookie: '[redacted]' },
    });
    expect(JSON.stringify(lines)).not.toMatch(/a-token|hunter2|Bearer|sid=1/);
  });
});
