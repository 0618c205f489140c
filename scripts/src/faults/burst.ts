import type { RecordedEvent } from '@waterline/domain/events/envelope';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { createPostgresEventStore } from '@waterline/api';
import { comparePositions } from '@waterline/domain/events/event-store';
import { allProjections } from '@waterline/read-models/all-projections';
import type { Sql } from '@waterline/read-models/db/sql';
import { readCheckpoint } from '@waterline/read-models/runner/checkpoints';

/** What became of one command sent in a burst: 2xx acknowledged, 4xx refused, a 5xx or no answer unknown. */
export interface SentCommand {
  projectId: string;
  title: string;
  /** The API process it was sent to. */
  baseUrl: string;
  outcome: 'acknowledged' | 'refused' | 'unknown';
  status: number | null;
  /** From an acknowledged answer: the stream's version after the command and its events' types. */
  version?: number;
  events?: string[];
  retryAfter?: string | null;
}

export interface BurstOptions {
  /** The API processes to send to, asked before each command: one client's commands take turns among them. */
  baseUrls(): readonly string[];
  token: string;
  projects: readonly { id: string; key: string }[];
  clients: number;
  /** Each client stops once this is true, or at its first request that gets no answer. */
  done(sent: readonly SentCommand[]): boolean;
  /** A request unanswered after this long counts as a hang. */
  requestTimeoutMs: number;
  /** Pause between one client's requests. */
  pauseMs?: number;
  /** Keep sending after a request gets no answer (the server is expected back). */
  keepGoingWhenUnanswered?: boolean;
  /** Called once a command is acknowledged, before the client sends its next one. */
  onAcknowledged?(command: SentCommand): Promise<void>;
}

/** Concurrent clients changing their projects' title and map zoom (two events per command) until told to stop. */
export async function runBurst(options: BurstOptions): Promise<SentCommand[]> {
  const sent: SentCommand[] = [];
  let counter = 0;
  async function client(index: number): Promise<void> {
    const project = options.projects[index % options.projects.length]!;
    for (let turn = index; !options.done(sent); turn += 1) {
      counter += 1;
      const title = `burst ${counter}`;
      const baseUrls = options.baseUrls();
      const baseUrl = baseUrls[turn % baseUrls.length]!;
      const command: SentCommand = { projectId: project.id, title, baseUrl, outcome: 'unknown', status: null };
      sent.push(command);
      try {
        const response = await fetch(`${baseUrl}/api/project/${project.key}/${project.id}/update`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', token: options.token },
          body: JSON.stringify({ data: { title, map: { zoom: (counter % 180) / 10 } } }),
          signal: AbortSignal.timeout(options.requestTimeoutMs),
        });
        const body = (await response.json()) as { version?: number; events?: string[] };
        command.status = response.status;
        command.retryAfter = response.headers.get('retry-after');
        if (response.status < 300)
          Object.assign(command, { outcome: 'acknowledged', version: body.version, events: body.events });
        else if (response.status < 500) command.outcome = 'refused';
      } catch (error) {
        if ((error as Error).name === 'TimeoutError')
          throw new Error(`No answer to "${title}" within ${options.requestTimeoutMs} ms`, { cause: error });
        if (!options.keepGoingWhenUnanswered) return;
      }
      if (command.outcome === 'acknowledged') await options.onAcknowledged?.(command);
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  }
  await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  return sent;
}

/**
 * What is wrong with the log and the read models after a burst: an acknowledged command missing or
 * stored twice, a refused one stored, an unknown one stored in part, an event the read models lack.
 */
export async function findBurstProblems(
  sql: Sql,
  projects: readonly { id: string }[],
  sent: readonly SentCommand[],
): Promise<string[]> {
  const problems: string[] = [];
  const store = createPostgresEventStore(sql);
  const streams = new Map<string, RecordedEvent[]>();
  for (const project of projects) streams.set(project.id, await store.readStream(streamIds.project(project.id)));

  for (const command of sent) {
    const stream = streams.get(command.projectId)!;
    const titled = stream.filter(
      (event) => (event.data as { changes?: { title?: string } }).changes?.title === command.title,
    );
    if (titled.length > 1) problems.push(`"${command.title}" is stored ${titled.length} times`);
    if (command.outcome === 'acknowledged' && titled.length === 0)
      problems.push(`"${command.title}" was acknowledged but is not in the log`);
    if (command.outcome === 'refused' && titled.length > 0)
      problems.push(`"${command.title}" was refused (${command.status}) but is in the log`);
    const first = titled[0];
    if (!first) continue;
    const together = stream.filter((event) => event.metadata.correlationId === first.metadata.correlationId);
    const versions = together.map((event) => event.version);
    if (versions.some((version, index) => version !== versions[0]! + index))
      problems.push(`"${command.title}" is stored in pieces: versions ${versions.join(', ')}`);
    if (
      command.outcome === 'acknowledged' &&
      (versions.at(-1) !== command.version || together.map((event) => event.type).join() !== command.events!.join())
    ) {
      problems.push(
        `"${command.title}" was acknowledged as ${command.events!.join('+')} at version ${command.version}, the log has versions ${versions.join(', ')}`,
      );
    }
  }

  const { rows: history } = await sql.query<{ project_id: string; version: number; event_type: string }>(
    'SELECT project_id, version, event_type FROM project_history_v1',
  );
  const projected = new Set(history.map((row) => `${row.project_id}:${row.version}:${row.event_type}`));
  const { rows: current } = await sql.query<{ project_id: string; version: number; title: string }>(
    "SELECT project_id, version, configuration->>'title' AS title FROM projects_v4",
  );
  for (const [projectId, stream] of streams) {
    for (const event of stream)
      if (!projected.has(`${projectId}:${event.version}:${event.type}`))
        problems.push(`${event.type} at version ${event.version} of ${projectId} is not in the project history`);
    const lastTitle = stream
      .flatMap((event) => (event.data as { changes?: { title?: string } }).changes?.title ?? [])
      .at(-1);
    const row = current.find((candidate) => candidate.project_id === projectId);
    if (row?.version !== stream.length || row.title !== lastTitle)
      problems.push(
        `project ${projectId} is at version ${row?.version} titled "${row?.title}", its stream at ${stream.length} titled "${lastTitle}"`,
      );
  }
  return problems;
}

/** Resolves once every read model's checkpoint has reached the last event in the log; false after `timeoutMs`. */
export async function readModelsCaughtUp(sql: Sql, timeoutMs: number): Promise<boolean> {
  const { rows } = await sql.query<{ transaction_id: string; global_position: string }>(
    'SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
  );
  const last = { transactionId: rows[0]!.transaction_id, globalPosition: rows[0]!.global_position };
  for (
    const deadline = Date.now() + timeoutMs;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 100))
  ) {
    const checkpoints = await Promise.all(allProjections.map((projection) => readCheckpoint(sql, projection.name)));
    if (checkpoints.every((checkpoint) => comparePositions(checkpoint, last) >= 0)) return true;
  }
  return false;
}
