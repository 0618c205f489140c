import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('URLs as they are logged', () => {
  it('redacts the secret segment of the paths that carry one, whatever their case or trailing slash', () => {
    expect(redactUrl('/api/thresholds/t-1/step-up-pw')).toBe('/api/thresholds/t-1/[redacted]');
    expect(redactUrl('/api/PMS/p-1/step-up-pw/')).toBe('/api/PMS/p-1/[redacted]');
    expect(redactUrl('/api/auth/reset-password/abc123')).toBe('/api/auth/reset-password/[redacted]');
    expect(redactUrl('/api/auth/forgot-password/someone%40example.org')).toBe('/api/auth/forgot-password/[redacted]');
    expect(redactUrl('/api/project/demo/the-access-code')).toBe('/api/project/demo/[redacted]');
    expect(redactUrl('/reset-password/abc123')).toBe('/reset-password/[redacted]');
  });

  it('keeps the paths that carry none', () => {
    for (const url of [
      '/api/thresholds/demo',
      '/api/pms/p-1',
      '/api/project/demo',
      '/api/project/demo/history',
      '/api/project/demo/history/3',
      '/api/project/demo/summaries?alternatives=a,b&location=Inflow',
      '/api/project/demo/manifests',
      '/api/project/demo/Summaries',
      '/api/project/demo/data/base.csv/manifest',
      '/api/project/demo/series/import-1/0/summary',
      '/api/project/demo/users/add',
      '/api/thresholds/demo',
      '/api/user-settings/demo/Inflow',
      '/project/demo/map',
      '/assets/index-abc.js',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('redacts the values of signature, token, password and code parameters', () => {
    expect(redactUrl('/api/blob/demo/data/a.csv?method=PUT&expires=99&type=text%2Fcsv&signature=c2ln')).toBe(
      '/api/blob/demo/data/a.csv?method=PUT&expires=99&type=text%2Fcsv&signature=[redacted]',
    );
    expect(redactUrl('/x?sig=1&token=2&X-Amz-Signature=3&access_code=4&startDay=5')).toBe(
      '/x?sig=[redacted]&token=[redacted]&X-Amz-Signature=[redacted]&access_code=[redacted]&startDay=5',
    );
  });
});
