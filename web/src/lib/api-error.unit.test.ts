import { describe, expect, it } from 'vitest';
import { describeRequestError } from './api-error.ts';

describe('describing a failed request', () => {
  it('tells a refusal with its message from a failure to reach the server', () => {
    expect(
      describeRequestError({ status: 401, data: { success: false, message: 'Invalid email or password' } }),
    ).toEqual({
      status: 401,
      refused: true,
      message: 'Invalid email or password',
    });
    expect(describeRequestError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: null,
      refused: false,
      message: null,
    });
  });

  it('does not count server errors or rate limits as refusals, but keeps their message', () => {
    expect(describeRequestError({ status: 500, data: { success: false, message: 'Boom' } })).toEqual({
      status: 500,
      refused: false,
      message: 'Boom',
    });
    expect(describeRequestError({ status: 429, data: { success: false, message: 'Too many attempts' } }).refused).toBe(
      false,
    );
  });

  it('ignores bodies without a usable message', () => {
    expect(describeRequestError({ status: 400, data: { success: false, message: '  ' } }).message).toBeNull();
    expect(describeRequestError({ status: 502, data: '<html>Bad gateway</html>' })).toEqual({
      status: 502,
      refused: false,
      message: null,
    });
    expect(describeRequestError({ name: 'Error', message: 'thrown' })).toEqual({
      status: null,
      refused: false,
      message: null,
    });
  });
});
