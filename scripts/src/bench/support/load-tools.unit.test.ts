import { describe, expect, it } from 'vitest';
import { wrkFigures } from './load-tools.ts';

// A report of wrk 4.1.0 (`--latency`): a third of its answers 500, and the line wrk adds when sockets failed.
const REPORT = `Running 1s test @ http://127.0.0.1:3399/
  1 threads and 8 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.04ms    3.42ms  29.66ms   89.39%
    Req/Sec     9.34k     5.14k   19.70k    70.00%
  Latency Distribution
     50%  424.00us
     75%    2.39ms
     90%    5.66ms
     99%   17.58ms
  9331 requests in 1.01s, 1.16MB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 3111
Requests/sec:   9222.07
Transfer/sec:      1.15MB
`;

describe("wrk's report", () => {
  it('gives the requests, their rate, p50 and p99 in ms, and the failures: answers other than 2xx or 3xx and socket errors', () => {
    expect(wrkFigures(REPORT)).toEqual({
      total: 9331,
      requestsPerSecond: 9222.07,
      p50: 0.424,
      p99: 17.58,
      failed: 3114,
    });
  });
});
