import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3BlobStoreConfig } from '../s3-blob-store.ts';

/** A real S3-compatible server for tests, on a free loopback port, storing into a temporary folder of its own. */
export interface S3TestServer {
  /** The server's address, as S3_URL names it. */
  endpoint: string;
  /** A new empty bucket on this server: its blob-store settings, and the same as S3_* environment variables. */
  newBucket(): Promise<S3TestBucket>;
  /** Stops the server and removes its folder with every bucket in it. */
  close(): Promise<void>;
}

export interface S3TestBucket {
  config: S3BlobStoreConfig & { endpoint: string; credentials: { accessKeyId: string; secretAccessKey: string } };
  /** S3_URL, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, as an instance would be given them. */
  env: Record<string, string>;
}

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const region = 'us-east-1';
const serverProcess = fileURLToPath(new URL('./s3-server-process.ts', import.meta.url));

/** Starts s3rver in a child process; call `close` when done (e.g. in afterAll). */
export async function startS3TestServer(): Promise<S3TestServer> {
  const folder = await mkdtemp(join(tmpdir(), 'wl-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '--import', 'tsx', serverProcess, folder], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let port: number;
  try {
    port = await portAnnounced(child);
  } catch (error) {
    child.kill();
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({ region, endpoint, forcePathStyle: true, credentials });
  return {
    endpoint,
    async newBucket() {
      const bucket = `test-${randomUUID()}`;
      await admin.send(new CreateBucketCommand({ Bucket: bucket }));
      return {
        config: { endpoint, region, bucket, credentials },
        env: {
          S3_URL: endpoint,
          S3_BUCKET: bucket,
          S3_REGION: region,
          S3_ACCESS_KEY_ID: credentials.accessKeyId,
          S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        },
      };
    },
    async close() {
      admin.destroy();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin?.end();
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** The port the server process prints once it listens; rejects if it exits first. */
function portAnnounced(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`The test S3 server exited (${code}) before listening`));
    child.once('exit', onExit);
    createInterface({ input: child.stdout! }).once('line', (line) => {
      child.off('exit', onExit);
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });
}
