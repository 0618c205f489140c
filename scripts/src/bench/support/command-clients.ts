/**
 * The commands bench's clients, in a child process of their own so that they do not hold up the server's event loop:
 * each picks a random project and either changes it or adds a member, until time is up, and tells what was
 * acknowledged.
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { endpointPath } from '@waterline/contract/api-path';
import { KeepAliveConnection } from './keep-alive-connection.ts';

type Kind = 'update' | 'addMember';

interface Sample {
  kind: Kind;
  ms: number;
  status: number;
  projectionMs: number | null;
}

export interface BenchProject {
  id: string;
  key: string;
  token: string;
  freeMembers: string[];
}

export interface LoadPlan {
  baseUrl: string;
  projects: BenchProject[];
  seconds: number;
  concurrency: number;
}

export interface AcknowledgedUpdate {
  projectId: string;
  version: number;
  events: string[];
  title: string | null;
}

export interface AcknowledgedMember {
  projectId: string;
  email: string;
  role: number;
}

interface ClientResponse {
  status: number;
  serverTiming: string;
  body: unknown;
}

export interface LoadResult {
  /** How long the clients ran, measured by them. */
  seconds: number;
  samples: Sample[];
  updates: AcknowledgedUpdate[];
  members: AcknowledgedMember[];
  failures: string[];
  /** CPU time of the clients' process while they ran. */
  cpuMs: number;
}

const CLIENTS_ROLE = 'bench-clients';

if (process.env.WATERLINE_BENCH_ROLE === CLIENTS_ROLE) {
  process.once('message', (plan: LoadPlan) => {
    void generateLoad(plan).then((result) => process.send!(result, () => process.exit(0)));
  });
}

/** Runs the clients of `plan` in a child process and answers what they measured. */
export function generateLoadInChild(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, WATERLINE_BENCH_ROLE: CLIENTS_ROLE },
    });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The clients' process ended with code ${code}`));
    });
    child.send(plan);
  });
}

/** The clients: each picks a random project and either changes it or adds a member, until time is up. */
async function generateLoad({ baseUrl, projects, seconds, concurrency }: LoadPlan): Promise<LoadResult> {
  const result: LoadResult = { seconds: 0, samples: [], updates: [], members: [], failures: [], cpuMs: 0 };
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const endAt = startedAt + seconds * 1000;
  let counter = 0;

  async function client(connection: KeepAliveConnection): Promise<void> {
    while (performance.now() < endAt) {
      const project = projects[Math.floor(Math.random() * projects.length)]!;
      const kind: Kind = Math.random() < 0.5 || project.freeMembers.length === 0 ? 'update' : 'addMember';
      counter += 1;
      const title = kind === 'update' && counter % 3 === 0 ? `Title ${counter}` : null;
      const email = kind === 'addMember' ? project.freeMembers.pop()! : '';
      const started = performance.now();
      const response =
        kind === 'update'
          ? await send(
              connection,
              endpointPath('updateProject', { project_key: project.key, project_id: project.id }),
              'PUT',
              project.token,
              {
                data: changeFor(counter, title),
              },
            )
          : await send(connection, endpointPath('addMember', { project_key: project.key }), 'POST', project.token, {
              email,
              project_id: project.id,
              role: 2,
            });
      const body = response.body as { message: string; version?: number; events?: string[] };
      const timing = /projection;dur=([\d.]+)/.exec(response.serverTiming);
      result.samples.push({
        kind,
        ms: performance.now() - started,
        status: response.status,
        projectionMs: timing ? Number(timing[1]) : null,
      });
      if (response.status >= 300 && response.status !== 202) result.failures.push(`${response.status} ${body.message}`);
      else if (kind === 'update')
        result.updates.push({ projectId: project.id, version: body.version!, events: body.events!, title });
      else result.members.push({ projectId: project.id, email, role: 2 });
    }
  }

  // A bare keep-alive connection per client rather than node:http or fetch: the clients' CPU per request is left to
  // the server and PostgreSQL.
  const { hostname, port } = new URL(baseUrl);
  const connections = Array.from({ length: concurrency }, () => new KeepAliveConnection(hostname, Number(port)));
  async function send(
    connection: KeepAliveConnection,
    path: string,
    method: string,
    token: string,
    body: unknown,
  ): Promise<ClientResponse> {
    const answer = await connection.send(
      method,
      path,
      { 'content-type': 'application/json', token },
      JSON.stringify(body),
    );
    return {
      status: answer.status,
      serverTiming: answer.headers.get('server-timing') ?? '',
      body: JSON.parse(answer.body) as unknown,
    };
  }

  await Promise.all(connections.map(client));
  for (const connection of connections) connection.close();
  result.seconds = (performance.now() - startedAt) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  result.cpuMs = (cpu.user + cpu.system) / 1000;
  return result;
}

/** A title, a map zoom or an alternative's colour, in turn. */
function changeFor(counter: number, title: string | null): object {
  if (title !== null) return { title };
  if (counter % 3 === 1) return { map: { zoom: (counter % 200) / 10 } };
  return {
    alternatives: [
      { text: 'Base', color: `#${(counter % 0xffffff).toString(16).padStart(6, '0')}` },
      { text: 'Alt 1' },
    ],
  };
}
