import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { jpegWithGps } from '@waterline/api/testing';
import { apiClient, fetchTransport, type ApiClient } from '@waterline/contract/api-client';
import type { UploadedResponse } from '@waterline/contract/data-contract';
import { decodeSeries } from '@waterline/domain/analysis/series-codec';
import { aSurveyResponse } from '@waterline/domain/survey/examples';
import { setTimeout as pause } from 'node:timers/promises';

/** One upload through one API process: 2xx acknowledged, 4xx refused, a 5xx or no answer unknown. */
export interface SentUpload {
  kind: 'photo' | 'csv';
  /** The photo's name (the server gives it) or the CSV's. */
  file: string;
  baseUrl: string;
  /** What was sent; a photo is stored re-encoded, so for a photo only the answer's digest names what is stored. */
  bytes: Uint8Array<ArrayBuffer>;
  outcome: 'acknowledged' | 'refused' | 'unknown';
  status: number | null;
  /** From an acknowledged answer: the stored file's sha256, and a CSV's import. */
  sha256?: string;
  importKey?: string;
  /** How a survey response naming the photo was answered, when it was (below 500). */
  named?: number;
}

export interface BlobTrafficOptions {
  /** The API processes to send to, asked before each turn: the uploads take turns among them. */
  baseUrls(): readonly string[];
  /** An admin of the project. */
  token: string;
  /** A project whose map survey is on. */
  projectKey: string;
  done(): boolean;
  /** A request unanswered after this long counts as a hang. */
  requestTimeoutMs: number;
  pauseMs: number;
}

const contentTypes = { photo: 'image/jpeg', csv: 'text/csv' } as const;
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A two-day CSV of one location whose values start at `first`; each `first` gives other bytes. */
export function csvOf(location: string, first: number): Uint8Array<ArrayBuffer> {
  return Buffer.from(`Date,${location}:cfs\n2001-01-01,${first}\n2001-01-02,${first + 1}\n`);
}
const valuesOf = (csv: Uint8Array) =>
  Buffer.from(csv)
    .toString('utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => Number(line.split(',')[1]));

/** A request that got no answer or a 5xx (a process gone, a database cut): it says nothing of the file. */
class NoAnswer extends Error {}
/** A request answered otherwise than a file stored through another process must be. */
class WrongAnswer extends Error {}

function answered<T extends { status: number }>(answer: T | undefined): T {
  if (answer === undefined || answer.status >= 500) throw new NoAnswer();
  return answer;
}
function expectThat(condition: boolean, problem: string): asserts condition {
  if (!condition) throw new WrongAnswer(problem);
}

let addresses = 0;
/** A client address of its own for each survey request (sent as X-Forwarded-For), so per-address limits are not reached. */
const nextAddress = () => `10.1.${Math.floor(addresses / 250) % 250}.${(addresses++ % 250) + 1}`;

/**
 * Survey photos and data files uploaded through one API process and, at once, read through another: a response naming
 * the photo, its signed download, the CSV's manifest, a series of it and its signed download. A download is signed by
 * the reading process and fetched from the writing one. What is read wrong goes to `problems`.
 */
export class BlobTraffic {
  readonly sent: SentUpload[] = [];
  readonly problems: string[] = [];
  /** Uploads read whole through another process than their own. */
  crossReads = 0;
  private readonly clients = new Map<string, ApiClient>();

  constructor(private readonly options: BlobTrafficOptions) {}

  /** Uploads a photo and a CSV per turn until told to stop, each read at once through another process. */
  async run(): Promise<void> {
    const photo = await jpegWithGps();
    for (let turn = 0; !this.options.done(); turn += 1) {
      const baseUrls = this.options.baseUrls();
      const writer = baseUrls[turn % baseUrls.length]!;
      const uploads = [
        await this.upload('photo', writer, photo, 'IMG.jpg'),
        await this.upload('csv', writer, csvOf('Dam', turn), `flows-${turn}.csv`),
      ];
      const reader = this.options.baseUrls().find((other) => other !== writer);
      for (const upload of uploads)
        if (reader && upload?.outcome === 'acknowledged') await this.readThrough(upload, reader);
      await pause(this.options.pauseMs);
    }
  }

  /** Asks `baseUrl` for an upload URL and sends the file to it; undefined when no URL was given. */
  async upload(kind: SentUpload['kind'], baseUrl: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
    const upload = await this.granted(kind, baseUrl, bytes, name);
    if (!upload) return undefined;
    const answer = await this.reach(
      fetch(new URL(upload.url, baseUrl), {
        method: 'PUT',
        headers: { 'content-type': contentTypes[kind] },
        body: bytes,
        signal: AbortSignal.timeout(this.options.requestTimeoutMs),
      }).then(async (response) => ({ status: response.status, text: await response.text() })),
      `the upload of ${name} to ${baseUrl}`,
    );
    if (answer) settle(upload.sent, answer.status, answer.text);
    return upload.sent;
  }

  /**
   * Asks `baseUrl` for an upload URL and sends the file, or only its first half, to it: resolves once that is written,
   * with the upload's answer to come (none, when its process is killed first).
   */
  async uploadInFlight(
    kind: SentUpload['kind'],
    baseUrl: string,
    bytes: Uint8Array<ArrayBuffer>,
    name: string,
    part: 'half' | 'all',
  ) {
    const upload = await this.granted(kind, baseUrl, bytes, name);
    if (!upload) throw new Error(`${baseUrl} gave no upload URL for ${name}`);
    const put = request(new URL(upload.url, baseUrl), {
      method: 'PUT',
      headers: { 'content-type': contentTypes[kind], 'content-length': bytes.length },
    });
    const answer = new Promise<void>((resolve) => {
      put.once('error', () => resolve());
      put.once('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () =>
          resolve(settle(upload.sent, response.statusCode!, Buffer.concat(chunks).toString())),
        );
        response.once('error', () => resolve());
      });
    });
    await new Promise<void>((resolve, reject) =>
      put.write(part === 'half' ? bytes.subarray(0, bytes.length / 2) : bytes, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    return { sent: upload.sent, answer };
  }

  /** Names each photo whose upload got no answer in a survey response sent to `baseUrl`, which must answer. */
  async nameUnacknowledgedPhotos(baseUrl: string): Promise<void> {
    for (const upload of this.sent.filter((each) => each.kind === 'photo' && each.outcome === 'unknown')) {
      const response = await this.respondWith(upload, baseUrl);
      if (!response || response.status >= 500) throw new Error(`${baseUrl} did not answer a response naming a photo`);
    }
  }

  private async granted(kind: SentUpload['kind'], baseUrl: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
    const path = { project_key: this.options.projectKey };
    const ask = {
      path,
      body: { contentType: contentTypes[kind], name },
      headers: { 'x-forwarded-for': nextAddress() },
    };
    const api = this.api(baseUrl);
    const grant = await this.reach(
      kind === 'photo' ? api.call('issueMapUploadUrl', ask) : api.call('issueDataUploadUrl', ask),
      `an upload URL for ${name} from ${baseUrl}`,
    );
    if (!grant?.ok) return undefined;
    const sent: SentUpload = { kind, file: grant.body.name, baseUrl, bytes, outcome: 'unknown', status: null };
    this.sent.push(sent);
    return { sent, url: grant.body.url };
  }

  /** Reads an acknowledged upload through `reader`; what reads wrong goes to `problems`. */
  private async readThrough(upload: SentUpload, reader: string): Promise<void> {
    const where = `${upload.file} stored through ${upload.baseUrl}, read through ${reader}:`;
    const path = { project_key: this.options.projectKey, filename: upload.file };
    const api = this.api(reader);
    try {
      let link;
      if (upload.kind === 'photo') {
        const response = answered(await this.respondWith(upload, reader));
        expectThat(response.ok, `${where} a response naming it answered ${response.status} ${response.text}`);
        link = answered(await this.reach(api.call('mapDownloadUrl', { path }), `a link from ${reader}`));
      } else {
        const manifest = answered(await this.reach(api.call('dataManifest', { path }), `a manifest from ${reader}`));
        expectThat(manifest.ok, `${where} its manifest answered ${manifest.status} ${manifest.text}`);
        expectThat(manifest.body.importKey === upload.importKey, `${where} its manifest names another import`);
        const series = answered(
          await this.reach(
            api.call('series', {
              path: { project_key: this.options.projectKey, import_key: manifest.body.importKey, index: '0' },
            }),
            `a series from ${reader}`,
          ),
        );
        expectThat(series.ok, `${where} its series answered ${series.status}`);
        const values = Array.from(decodeSeries(series.body).values.slice(0, 2));
        expectThat(values.join() === valuesOf(upload.bytes).join(), `${where} its series holds ${values.join()}`);
        link = answered(await this.reach(api.call('dataDownloadUrl', { path }), `a link from ${reader}`));
      }
      expectThat(link.ok, `${where} its download link answered ${link.status} ${link.text}`);
      // Signed by the reader, fetched from the writer: both sign with one secret and read one bucket.
      const served = answered(
        await this.reach(
          fetch(new URL(link.body.url, upload.baseUrl), {
            signal: AbortSignal.timeout(this.options.requestTimeoutMs),
          }).then(async (response) => ({
            status: response.status,
            bytes: new Uint8Array(await response.arrayBuffer()),
          })),
          `a download from ${upload.baseUrl}`,
        ),
      );
      expectThat(
        served.status === 200 && sha256(served.bytes) === upload.sha256,
        `${where} its download from ${upload.baseUrl} answered ${served.status} with other bytes`,
      );
      this.crossReads += 1;
    } catch (error) {
      if (error instanceof WrongAnswer) this.problems.push(error.message);
      else if (!(error instanceof NoAnswer)) throw error;
    }
  }

  /** A public survey response naming the photo, sent to `baseUrl`; its status is kept on the upload. */
  private async respondWith(upload: SentUpload, baseUrl: string) {
    const response = await this.reach(
      this.api(baseUrl).call('submitMarker', {
        path: { project_key: this.options.projectKey },
        body: { data: { data: aSurveyResponse({ private: false, photos: [upload.file] }) } },
        headers: { 'x-forwarded-for': nextAddress() },
      }),
      `a response naming ${upload.file} on ${baseUrl}`,
    );
    if (response && response.status < 500) upload.named = response.status;
    return response;
  }

  private api(baseUrl: string): ApiClient {
    let client = this.clients.get(baseUrl);
    if (!client) {
      client = apiClient(fetchTransport(baseUrl, this.options.requestTimeoutMs), { token: this.options.token });
      this.clients.set(baseUrl, client);
    }
    return client;
  }

  /** The answer; undefined when there was none (a killed process). No answer within the patience fails the test. */
  private async reach<T>(exchange: Promise<T>, what: string): Promise<T | undefined> {
    try {
      return await exchange;
    } catch (error) {
      if ((error as Error).name === 'TimeoutError')
        throw new Error(`No answer to ${what} within ${this.options.requestTimeoutMs} ms`, { cause: error });
      return undefined;
    }
  }
}

function settle(upload: SentUpload, status: number, text: string): void {
  upload.status = status;
  if (status >= 300) {
    if (status < 500) upload.outcome = 'refused';
    return;
  }
  const body = JSON.parse(text) as UploadedResponse;
  Object.assign(upload, { outcome: 'acknowledged', sha256: body.sha256, importKey: body.manifest?.importKey });
}
