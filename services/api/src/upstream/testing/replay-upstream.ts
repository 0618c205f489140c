// A local stand-in for the third-party services: it replays the recorded real answers in
// ../shared/data (USGS waterservices, NWS forecast) and serves small generated answers where no
// recording exists (precipitation images, the bucket's CSV files, a daily record for the test-flow
// default gauge). Tests point the proxy's base URLs at it.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { gaugeAnswer } from '@waterline/domain/river/testing/gauge-answer-builder';

export const SHARED_DATA =
  process.env.WATERLINE_SHARED_DATA ?? join(import.meta.dirname, '../../../../../../shared/data');
export const hasRecordedAnswers = () => existsSync(join(SHARED_DATA, 'usgs_waterservices_json'));

/** Which recorded file answers for which configured site (config/river-pages.json). */
export const RECORDED_IV: Record<string, string> = {
  '06132000': 'hydrofunctions_iv_01541000_01541200_00060_00065_P1D.json',
  '06174500': 'hydrofunctions_iv_02489500_02492000_allparams_2019-02.json',
  '06177000': 'hydrofunctions_iv_01542500_00060_ice_noData_2019-01.json',
  '06185500': 'hydrofunctions_iv_01541000_00060_startDST_2018-03.json',
  '06329500': 'hydrofunctions_iv_01541000_00060_endDST_2018-11.json',
};
export const RECORDED_DV: Record<string, string> = {
  '06131500': 'hydrofunctions_dv_05015500_62614_lake_level.json',
  '06132000': 'dataretrieval-python_waterservices_dv_01491000_01645000.json',
  '06185500': 'hydrofunctions_dv_03107698_00060_with_noData.json',
};
/**
 * Recordings of a site's own daily values, by that site (observed alternatives ask for them): answered as the service
 * does, only the days from startDT to endDT. The stand-ins above are answered whole.
 */
export const OWN_DV: Record<string, string> = {
  '03107698': 'hydrofunctions_dv_03107698_00060_with_noData.json',
  '05015500': 'hydrofunctions_dv_05015500_62614_lake_level.json',
  '01491000': 'dataretrieval-python_waterservices_dv_01491000_01645000.json',
  '01645000': 'dataretrieval-python_waterservices_dv_01491000_01645000.json',
};
export const RECORDED_FORECAST = 'weathergov_BOU_denver_2023-11-27_forecast.json';
/** The test-flow default gauge: no recorded daily record exists, so a generated one (see generatedDailyRecord). */
export const GENERATED_DAILY_SITE = '06177000';

export type ReplayMode = 'replay' | 'down' | 'slow';

export interface ReplayUpstream {
  url: string;
  /** Requests received per path (query included). */
  requests: Map<string, number>;
  setMode(mode: ReplayMode): void;
  close(): Promise<void>;
}

/** Discharge on the days of 2012-06 and 2024-04..06: a smooth rise and fall, with one -999999 and one negative day. */
export function generatedDailyRecord(): unknown {
  const days: { value: string; dateTime: string; qualifiers?: string[] }[] = [];
  const months = [
    ['2012', '06', 30],
    ['2024', '04', 30],
    ['2024', '05', 31],
    ['2024', '06', 30],
  ] as const;
  for (const [year, month, length] of months) {
    for (let day = 1; day <= length; day += 1) {
      const value = Math.round(8000 + 4000 * Math.sin((day / length) * Math.PI));
      days.push({
        value: String(value),
        dateTime: `${year}-${month}-${String(day).padStart(2, '0')}T00:00:00.000`,
        qualifiers: ['A'],
      });
    }
  }
  days[5] = { ...days[5]!, value: '-999999' };
  days[6] = { ...days[6]!, value: '-3' };
  return gaugeAnswer([
    { site: GENERATED_DAILY_SITE, parameter: '00060', siteName: 'MISSOURI RIVER NEAR WOLF POINT, MT', methods: [days] },
  ]);
}

/** A median or 2024 daily CSV of the bucket: a seasonal curve in cfs. */
export function generatedBucketCsv(file: string): string {
  const median = file.includes('median');
  const base = file.includes('inflow') ? 9000 : 7000;
  const rows = ['date,cfs'];
  for (let day = 0; day < 366; day += 1) {
    const date = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
    const seasonal = Math.sin(((day - 60) / 366) * 2 * Math.PI);
    rows.push(`${date},${Math.round(base + (median ? 3000 : 4200) * Math.max(seasonal, -0.5))}`);
  }
  return `${rows.join('\n')}\n`;
}

/** A small PNG (rainfall-map colours in bands) so the page has an image to show and enlarge. */
export function generatedMapPng(width = 120, height = 80): Buffer {
  const colors = [
    [229, 244, 252],
    [150, 210, 120],
    [40, 160, 60],
    [250, 220, 60],
    [240, 120, 40],
  ];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x += 1) {
      const band = Math.min(
        colors.length - 1,
        Math.floor(((x + y) / (width + height)) * colors.length * 1.4) % colors.length,
      );
      raw.set(colors[band]!, y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface DailyAnswer {
  value: { timeSeries: { values: { value: { dateTime: string }[] }[] }[] };
}

/** The answer with only the days between the request's startDT and endDT (either may be left out). */
function withinDays(answer: DailyAnswer, query: URLSearchParams): DailyAnswer {
  const from = query.get('startDT') ?? '0000-00-00';
  const to = query.get('endDT') ?? '9999-99-99';
  for (const series of answer.value.timeSeries)
    for (const block of series.values)
      block.value = block.value.filter((reading) => {
        const day = reading.dateTime.slice(0, 10);
        return day >= from && day <= to;
      });
  return answer;
}

function answerFor(url: URL): { type: string; body: Buffer | string } | undefined {
  const site = url.searchParams.get('sites') ?? '';
  const recorded = (folder: string, file: string) => readFileSync(join(SHARED_DATA, folder, file));
  if (url.pathname.endsWith('/iv/') && RECORDED_IV[site])
    return { type: 'application/json', body: recorded('usgs_waterservices_json', RECORDED_IV[site]) };
  if (url.pathname.endsWith('/dv/')) {
    if (OWN_DV[site]) {
      const answer = JSON.parse(recorded('usgs_waterservices_json', OWN_DV[site]).toString('utf8')) as DailyAnswer;
      return { type: 'application/json', body: JSON.stringify(withinDays(answer, url.searchParams)) };
    }
    if (site === GENERATED_DAILY_SITE)
      return { type: 'application/json', body: JSON.stringify(generatedDailyRecord()) };
    if (RECORDED_DV[site])
      return { type: 'application/json', body: recorded('usgs_waterservices_json', RECORDED_DV[site]) };
    return {
      type: 'application/json',
      body: recorded('usgs_waterservices_json', 'hydrofunctions_iv_nothing_available.json'),
    };
  }
  if (url.pathname.startsWith('/gridpoints/'))
    return { type: 'application/geo+json', body: recorded('nws_forecast', RECORDED_FORECAST) };
  if (url.pathname.startsWith('/qpf/')) return { type: 'image/png', body: generatedMapPng() };
  if (url.pathname.endsWith('.csv')) return { type: 'text/csv', body: generatedBucketCsv(url.pathname) };
  return undefined;
}

/** Starts the stand-in on `port` (0: any free port). In 'down' it drops every connection; in 'slow' it never answers. */
export async function startReplayUpstream(port = 0): Promise<ReplayUpstream> {
  let mode: ReplayMode = 'replay';
  const requests = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://replay');
    const key = url.pathname + url.search;
    requests.set(key, (requests.get(key) ?? 0) + 1);
    if (mode === 'down') {
      req.socket.destroy();
      return;
    }
    if (mode === 'slow') return;
    if (url.pathname === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    let answer: ReturnType<typeof answerFor>;
    try {
      answer = answerFor(url);
    } catch {
      answer = undefined;
    }
    if (!answer) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not recorded');
      return;
    }
    res.writeHead(200, { 'content-type': answer.type }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    setMode: (next) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
