import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@waterline/domain/aggregate/decider';
import type { RecordedEvent } from '@waterline/domain/events/envelope';
import { aSurveyResponse, examplePhotoName } from '@waterline/domain/survey/examples';

import { aMatrixMeasure, aRulesMeasure, examplePmSaved } from '@waterline/domain/performance-measures/examples';

import { aThreshold, aWindowedRange, exampleThresholdAdded } from '@waterline/domain/thresholds/examples';

import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './db/testing.ts';
import { listPerformanceMeasures } from './performance-measures/queries.ts';
import { listSurveyResponses } from './survey-responses/queries.ts';
import { listThresholds } from './thresholds/queries.ts';
import { checksumsAfterBatches } from './runner/testing.ts';
import { findYAxisSettings } from './user-settings/queries.ts';
import { viewerProjections } from './viewer-projections.ts';

let position = 0;
const versions = new Map<string, number>();

/** Wraps domain events as the store would record them, with growing positions and stream versions. */
function recorded(streamId: string, events: DomainEvent[]): RecordedEvent[] {
  return events.map((event) => {
    position += 1;
    const version = (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, version);
    const at = new Date(Date.UTC(2025, 0, 1, 0, 0, position)).toISOString();
    return {
      ...event,
      eventId: randomUUID(),
      streamId,
      version,
      position: { transactionId: String(position), globalPosition: String(position) },
      recordedAt: at,
      metadata: { actorId: 'actor', correlationId: 'c', causationId: 'c', occurredAt: at },
    };
  });
}

const projectId = randomUUID();
const otherProjectId = randomUUID();
const [dam, rangeAtDam, outflow, deleted, elsewhere] = [
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
];
const [rulesPm, matrixPm, deletedPm] = [randomUUID(), randomUUID(), randomUUID()];
const userId = randomUUID();
const [marker, removedMarker] = [randomUUID(), randomUUID()];
const lockedAxis = { autorange: false, range: [0, 30000] as [number, number] };

const events = [
  ...recorded(streamIds.threshold(dam), [exampleThresholdAdded(projectId, userId, aThreshold(), dam)]),
  ...recorded(streamIds.threshold(rangeAtDam), [exampleThresholdAdded(projectId, null, aWindowedRange(), rangeAtDam)]),
  ...recorded(streamIds.threshold(outflow), [
    exampleThresholdAdded(projectId, userId, aThreshold({ location: 'Dam' }), outflow),
  ]),
  ...recorded(streamIds.threshold(outflow), [
    {
      type: 'ThresholdEdited',
      data: { thresholdId: outflow, projectId, data: aThreshold({ location: 'Outflow', value: 9 }) },
    },
  ]),
  ...recorded(streamIds.threshold(deleted), [exampleThresholdAdded(projectId, userId, aThreshold(), deleted)]),
  ...recorded(streamIds.threshold(deleted), [{ type: 'ThresholdDeleted', data: { thresholdId: deleted, projectId } }]),
  ...recorded(streamIds.threshold(elsewhere), [exampleThresholdAdded(otherProjectId, userId, aThreshold(), elsewhere)]),
  ...recorded(streamIds.performanceMeasure(rulesPm), [examplePmSaved(projectId, aRulesMeasure(), rulesPm)]),
  ...recorded(streamIds.performanceMeasure(matrixPm), [examplePmSaved(projectId, aMatrixMeasure(), matrixPm)]),
  ...recorded(streamIds.performanceMeasure(matrixPm), [
    { type: 'PMEdited', data: { pmId: matrixPm, projectId, data: aMatrixMeasure({ name: 'Renamed' }) } },
  ]),
  ...recorded(streamIds.performanceMeasure(deletedPm), [examplePmSaved(projectId, aRulesMeasure(), deletedPm)]),
  ...recorded(streamIds.performanceMeasure(deletedPm), [{ type: 'PMDeleted', data: { pmId: deletedPm, projectId } }]),
  ...recorded(streamIds.yAxisSettings(projectId, userId), [
    { type: 'YAxisSettingsSaved', data: { userId, projectId, location: 'Dam', yaxis: lockedAxis } },
  ]),
  ...recorded(streamIds.yAxisSettings(projectId, userId), [
    {
      type: 'YAxisSettingsSaved',
      data: { userId, projectId, location: 'Dam', yaxis: { ...lockedAxis, autorange: true } },
    },
  ]),
  ...recorded(streamIds.survey(projectId), [
    { type: 'MarkerSubmitted', data: { markerId: marker, projectId, fields: aSurveyResponse() } },
    {
      type: 'MarkerSubmitted',
      data: { markerId: removedMarker, projectId, fields: aSurveyResponse({ private: true }) },
    },
    {
      type: 'SurveyMarkerEdited',
      data: {
        markerId: marker,
        projectId,
        fields: aSurveyResponse({ concern: 'Erosion', photos: [examplePhotoName] }),
      },
    },
    { type: 'SurveyMarkerRemoved', data: { markerId: removedMarker, projectId } },
  ]),
  // Another project's survey naming this project's marker (as an imported archive could) changes nothing here.
  ...recorded(streamIds.survey(otherProjectId), [
    { type: 'MarkerSubmitted', data: { markerId: marker, projectId: otherProjectId, fields: aSurveyResponse() } },
    { type: 'SurveyMarkerEdited', data: { markerId: marker, projectId: otherProjectId, fields: aSurveyResponse() } },
    { type: 'SurveyMarkerEdited', data: { markerId: marker, projectId: otherProjectId, fields: aSurveyResponse() } },
    { type: 'SurveyMarkerEdited', data: { markerId: marker, projectId: otherProjectId, fields: aSurveyResponse() } },
    { type: 'SurveyMarkerRemoved', data: { markerId: marker, projectId: otherProjectId } },
  ]),
];

describeEachDatabase('viewer read models', (db) => {
  beforeAll(async () => {
    for (const projection of viewerProjections) await db.sql.exec(projection.schema);
    await db.sql.transaction(async (tx) => {
      for (const projection of viewerProjections) await projection.apply(tx, events);
    });
  });

  it("lists a project's thresholds in the order added, by location, without deleted ones", async () => {
    expect((await listThresholds(db.sql, projectId)).map((threshold) => threshold.id)).toEqual([
      dam,
      rangeAtDam,
      outflow,
    ]);
    expect(await listThresholds(db.sql, projectId, 'Fort Peck Dam')).toEqual([
      { id: dam, location: 'Fort Peck Dam', data: aThreshold(), addedBy: userId },
      { id: rangeAtDam, location: 'Fort Peck Dam', data: aWindowedRange(), addedBy: null },
    ]);
    expect(await listThresholds(db.sql, projectId, 'Outflow')).toEqual([
      { id: outflow, location: 'Outflow', data: aThreshold({ location: 'Outflow', value: 9 }), addedBy: userId },
    ]);
    expect(await listThresholds(db.sql, projectId, 'Dam')).toEqual([]);
  });

  it('lists saved performance measures with their latest data, without deleted ones', async () => {
    expect(await listPerformanceMeasures(db.sql, projectId)).toEqual([
      { id: rulesPm, data: aRulesMeasure() },
      { id: matrixPm, data: aMatrixMeasure({ name: 'Renamed' }) },
    ]);
    expect(await listPerformanceMeasures(db.sql, otherProjectId)).toEqual([]);
  });

  it('keeps the latest y-axis settings per user, project and location', async () => {
    expect(await findYAxisSettings(db.sql, { projectId, userId, location: 'Dam' })).toEqual({
      autorange: true,
      range: [0, 30000],
    });
    expect(await findYAxisSettings(db.sql, { projectId, userId, location: 'Outflow' })).toBeNull();
    expect(await findYAxisSettings(db.sql, { projectId: otherProjectId, userId, location: 'Dam' })).toBeNull();
  });

  it("keeps a project's survey responses whatever another project's survey says of their markers", async () => {
    const responses = await listSurveyResponses(db.sql, projectId, { includePrivate: true });
    expect(responses.map((response) => [response.id, response.fields])).toEqual([
      [marker, aSurveyResponse({ concern: 'Erosion', photos: [examplePhotoName] })],
    ]);
  });

  it('keeps the newest edit when an older one is delivered again (a batch retried after a crash)', async () => {
    const [threshold, measure, response] = [randomUUID(), randomUUID(), randomUUID()];
    const thresholdEdit = (value: number) => ({
      type: 'ThresholdEdited',
      data: { thresholdId: threshold, projectId: otherProjectId, data: aThreshold({ value }) },
    });
    const measureEdit = (name: string) => ({
      type: 'PMEdited',
      data: { pmId: measure, projectId: otherProjectId, data: aRulesMeasure({ name }) },
    });
    const responseEdit = (concern: string) => ({
      type: 'SurveyMarkerEdited',
      data: { markerId: response, projectId: otherProjectId, fields: aSurveyResponse({ concern }) },
    });
    const thresholdEvents = recorded(streamIds.threshold(threshold), [
      exampleThresholdAdded(otherProjectId, userId, aThreshold(), threshold),
      thresholdEdit(1),
      thresholdEdit(2),
    ]);
    const measureEvents = recorded(streamIds.performanceMeasure(measure), [
      examplePmSaved(otherProjectId, aRulesMeasure(), measure),
      measureEdit('Older'),
      measureEdit('Newer'),
    ]);
    const responseEvents = recorded(streamIds.survey(otherProjectId), [
      { type: 'MarkerSubmitted', data: { markerId: response, projectId: otherProjectId, fields: aSurveyResponse() } },
      responseEdit('Older'),
      responseEdit('Newer'),
    ]);
    const apply = (batch: RecordedEvent[]) =>
      db.sql.transaction(async (tx) => {
        for (const projection of viewerProjections) await projection.apply(tx, batch);
      });
    await apply([...thresholdEvents, ...measureEvents, ...responseEvents]);
    await apply([thresholdEvents[1]!, measureEvents[1]!, responseEvents[1]!]);

    const [stored] = (await listThresholds(db.sql, otherProjectId)).filter(({ id }) => id === threshold);
    expect(stored?.data).toEqual(aThreshold({ value: 2 }));
    const [savedMeasure] = (await listPerformanceMeasures(db.sql, otherProjectId)).filter(({ id }) => id === measure);
    expect(savedMeasure?.data).toEqual(aRulesMeasure({ name: 'Newer' }));
    const [answer] = (await listSurveyResponses(db.sql, otherProjectId, { includePrivate: true })).filter(
      ({ id }) => id === response,
    );
    expect(answer?.fields).toEqual(aSurveyResponse({ concern: 'Newer' }));
  });

  it('ends with the same tables whether the events come one at a time, three at a time or all in one batch', async () => {
    const allAtOnce = await checksumsAfterBatches(db.sql, viewerProjections, events, events.length);
    expect(await checksumsAfterBatches(db.sql, viewerProjections, events, 1)).toEqual(allAtOnce);
    expect(await checksumsAfterBatches(db.sql, viewerProjections, events, 3)).toEqual(allAtOnce);
  });
});
