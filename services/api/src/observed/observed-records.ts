import { createHash } from 'node:crypto';
import { SCHEDULE_ACTOR_ID } from '@waterline/domain/aggregate/actors';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import type { LogPosition } from '@waterline/domain/events/envelope';
import {
  observedRecordCsv,
  recordRange,
  type ObservedSeries,
  type RecordRange,
} from '@waterline/domain/observed/observed-record';
import { observedFileName, type ObservedSource } from '@waterline/domain/observed/observed-source';
import { calendarDayText } from '@waterline/domain/observed/day-text';
import { alternativeInputSchema } from '@waterline/domain/projects/configuration';
import { fileInUseMessage, otherAlternativeUsingFile } from '@waterline/domain/projects/data-source';
import { projectDecider } from '@waterline/domain/projects/project-commands';
import { DomainError } from '@waterline/domain/aggregate/decider';
import type { ProjectRecord } from '@waterline/read-models/projects/queries';
import type { BlobStore } from '../blobs/blob-store.ts';
import { handleCommand, loadStream, type CommandEnv, type CommandOrigin } from '../commands/command-handler.ts';
import { addAlternative, type AlternativeFields } from '../commands/projects.ts';
import type { DataFiles } from '../data/data-files.ts';
import { HttpError } from '../errors.ts';
import { UpstreamError } from '../upstream/upstream-fetch.ts';
import type { GaugeServices } from './gauge-service.ts';
import { readObservedStatus, writeObservedStatus, type ObservedStatus } from './observed-status.ts';

export const unavailableMessage = (reason: string) => `The gauge service is unavailable: ${reason}`;

/** An observed alternative as added: its fields without a data source (the record's file is the server's). */
export type ObservedAlternativeFields = Omit<AlternativeFields, 'dataSource' | 'observed'> & {
  observed: ObservedSource;
};

/** What one fetch of a record came to: the range it holds and the position of its event, or why it is unavailable. */
export type RefreshOutcome =
  | { available: true; range: RecordRange; added: RecordRange | null; position: LogPosition | null }
  | { available: false; message: string; position: LogPosition | null };

/**
 * Observed alternatives: their data is the daily record of a gauge per location, fetched through a gauge service's
 * adapter, written as the alternative's data file and imported by the same rules as an uploaded one. Each refresh
 * that reached the service and brought new days is an event (ObservedRecordRefreshed); one that did not reach it
 * leaves the stored record as it is and marks the alternative unavailable.
 */
export class ObservedRecords {
  constructor(
    private readonly deps: {
      commands: CommandEnv;
      dataFiles: DataFiles;
      blobs: BlobStore;
      gauges: GaugeServices;
    },
  ) {}

  /** Adds the alternative; a service that cannot be reached still adds it, marked unavailable. */
  async add(origin: CommandOrigin, project: ProjectRecord, fields: ObservedAlternativeFields): Promise<RefreshOutcome> {
    const key = fields.key ?? fields.text;
    const fileName = observedFileName(key);
    const alternative = { ...fields, dataSource: `${project.key}/data/${fileName}` };
    await this.assertCanAdd(origin, project, alternative, fileName);
    const fetched = await this.fetchRecord(fields.observed);
    if ('series' in fetched) await this.store(project.key, fileName, fetched.series);
    const added = await addAlternative(this.deps.commands, origin, project.id, alternative);
    const outcome = await this.record(origin, project, key, fetched);
    return { ...outcome, position: outcome.position ?? added.position };
  }

  /** Fetches the record again; unavailable when the service cannot be reached (the stored record stays). */
  async refresh(origin: CommandOrigin, project: ProjectRecord, key: string): Promise<RefreshOutcome> {
    const alternative = project.configuration.alternatives.find((one) => one.key === key);
    if (!alternative) throw new HttpError(404, `No alternative '${key}' in this project`);
    if (!alternative.observed) throw new HttpError(400, 'This alternative does not read a gauge record');
    const fetched = await this.fetchRecord(alternative.observed);
    if ('series' in fetched) await this.store(project.key, observedFileName(key), fetched.series);
    return this.record(origin, project, key, fetched);
  }

  /** The daily refresh of every observed alternative of `projects`; one that fails does not stop the others. */
  async refreshAll(projects: readonly ProjectRecord[], onFailure: (error: unknown) => void): Promise<void> {
    const origin = { actorId: SCHEDULE_ACTOR_ID, correlationId: `observed-refresh-${Date.now()}` };
    for (const project of projects)
      for (const alternative of project.configuration.alternatives.filter((one) => one.observed))
        await this.refresh(origin, project, alternative.key).catch(onFailure);
  }

  /** Each observed alternative's last fetch; null for one never fetched by this server. */
  async statuses(project: ProjectRecord): Promise<{ key: string; status: ObservedStatus | null }[]> {
    const observed = project.configuration.alternatives.filter((one) => one.observed);
    return Promise.all(
      observed.map(async ({ key }) => ({ key, status: await readObservedStatus(this.deps.blobs, project.key, key) })),
    );
  }

  /** The refusals of the add command and of a file name in use, before the gauge service is asked. */
  private async assertCanAdd(
    origin: CommandOrigin,
    project: ProjectRecord,
    alternative: AlternativeFields,
    fileName: string,
  ): Promise<void> {
    const { state } = await loadStream(this.deps.commands.eventStore, projectDecider, streamIds.project(project.id));
    projectDecider.decide(
      {
        type: 'AddAlternative',
        data: { actorId: origin.actorId, alternative: alternativeInputSchema.parse(alternative) },
      },
      state,
      this.deps.commands.clock(),
    );
    const owner = otherAlternativeUsingFile(project.configuration.alternatives, fileName, undefined);
    if (owner) throw new DomainError('conflict', fileInUseMessage(owner, fileName));
  }

  private async fetchRecord(source: ObservedSource): Promise<{ series: ObservedSeries[] } | { failure: string }> {
    const gauge = this.deps.gauges[source.service];
    const today = calendarDayText(this.deps.commands.clock().getTime());
    try {
      const series = await Promise.all(
        source.locations.map(async (location) => ({
          location: location.location,
          parameter: location.parameter,
          readings: await gauge.dailyValues(location, today),
        })),
      );
      const empty = series.find((one) => one.readings.length === 0);
      if (empty) {
        const { site, parameter } = source.locations[series.indexOf(empty)]!;
        throw new HttpError(
          422,
          `The gauge service has no daily values for ${empty.location} (site ${site}, parameter ${parameter}): check the site number and parameter`,
        );
      }
      return { series };
    } catch (error) {
      if (error instanceof UpstreamError) return { failure: unavailableMessage(error.message) };
      throw error;
    }
  }

  /** Writes the record as the alternative's data file, imported (and checked) like an upload. */
  private async store(projectKey: string, fileName: string, series: ObservedSeries[]): Promise<void> {
    const bytes = new Uint8Array(Buffer.from(observedRecordCsv(series), 'utf8'));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await this.deps.dataFiles.storeUpload(projectKey, fileName, { bytes, sha256 }, 'text/csv');
  }

  private async record(
    origin: CommandOrigin,
    project: ProjectRecord,
    key: string,
    fetched: { series: ObservedSeries[] } | { failure: string },
  ): Promise<RefreshOutcome> {
    const checkedAt = this.deps.commands.clock().toISOString();
    if ('failure' in fetched) {
      await writeObservedStatus(this.deps.blobs, project.key, key, {
        available: false,
        checkedAt,
        message: fetched.failure,
      });
      return { available: false, message: fetched.failure, position: null };
    }
    const range = recordRange(fetched.series)!;
    const result = await handleCommand(
      this.deps.commands,
      projectDecider,
      streamIds.project(project.id),
      { type: 'RecordObservedRefresh', data: { actorId: origin.actorId, key, range } },
      origin,
    );
    await writeObservedStatus(this.deps.blobs, project.key, key, { available: true, checkedAt, message: null });
    const event = result.events.find((one) => one.type === 'ObservedRecordRefreshed');
    const added =
      event?.type === 'ObservedRecordRefreshed' && event.data.addedFrom && event.data.addedTo
        ? { firstDay: event.data.addedFrom, lastDay: event.data.addedTo }
        : null;
    return { available: true, range, added, position: result.position ?? null };
  }
}
