/**
 * A test S3 server (s3rver) in a process of its own, serving the folder given as the only argument on a free
 * loopback port. Prints `{"port":N}` once listening; stops when its standard input closes (the test ends).
 * Run it with `node --openssl-legacy-provider`: s3rver's list continuation tokens use DES.
 */
import { createRequire } from 'node:module';

interface S3rverOptions {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  /** s3rver signs a bucket's own path without the trailing slash the AWS SDK signs, so it would refuse listings. */
  allowMismatchedSignatures: boolean;
}
interface S3rver {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as new (options: S3rverOptions) => S3rver;

const directory = process.argv[2];
if (directory === undefined) throw new Error('Usage: s3-server-process.ts <folder>');
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, allowMismatchedSignatures: true });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().then(() => process.exit(0));
});
