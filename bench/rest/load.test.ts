import { describe, expect, it } from 'vitest';
import { parseWrkReport } from './load.ts';

const report = `Running 10s test @ http://127.0.0.1:4999/rest/v1/bench_events
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    31.86ms   17.20ms 298.01ms   93.30%
    Req/Sec     1.63k   393.00     2.57k    71.00%
  Latency Distribution
     50%  812.00us
     75%   35.11ms
     90%   43.06ms
     99%    1.20s 
  16394 requests in 10.11s, 68.23MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 4
Requests/sec:   1621.67
Transfer/sec:      6.75MB
`;

describe("wrk's report", () => {
  it('gives requests per second, p50 and p99 in ms, and failures', () => {
    expect(parseWrkReport(report, 10)).toEqual({
      requestsPerSecond: 1621.67,
      p50: 0.812,
      p99: 1200,
      failures: 9,
      requests: 16394,
    });
  });

  it('refuses a report without latency percentiles', () => {
    expect(() => parseWrkReport('16394 requests in 10.11s', 10)).toThrow(/no 50% latency/);
  });
});
