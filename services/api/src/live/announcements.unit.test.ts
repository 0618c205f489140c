import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@waterline/domain/events/envelope';
import { aSurveyResponse } from '@waterline/domain/survey/examples';
import { announcementOf, eventFrame, mergedAnnouncements, positionOfEventId } from './announcements.ts';

let position = 0;
function recorded(streamId: string, type: string, data: unknown, version = 1): RecordedEvent {
  position += 1;
  return {
    eventId: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    streamId,
    type,
    data,
    version,
    position: { transactionId: '7', globalPosition: String(position) },
    recordedAt: '2026-01-01T00:00:00Z',
    metadata: { actorId: 'u', correlationId: 'c', causationId: 'c', occurredAt: '2026-01-01T00:00:00Z' },
  };
}

describe('what the live streams tell of an event', () => {
  it("tells a project's own change with its version, thresholds and measures without one", () => {
    const created = recorded('project-p1', 'ProjectCreated', { projectId: 'p1', projectKey: 'k' }, 1);
    expect(announcementOf(created)).toMatchObject({ audience: 'everyone', data: { version: 1, parts: ['project'] } });
    const threshold = recorded('threshold-t1', 'ThresholdDeleted', { thresholdId: 't1', projectId: 'p1' });
    expect(announcementOf(threshold)).toMatchObject({ projectId: 'p1', data: { parts: ['thresholds'] } });
  });

  it('tells a private survey response to admins only, a public one to everyone, a removal to admins', () => {
    const submitted = (isPrivate: boolean) =>
      recorded('survey-p1', 'MarkerSubmitted', {
        markerId: 'm',
        projectId: 'p1',
        fields: aSurveyResponse({ private: isPrivate }),
      });
    expect(announcementOf(submitted(true))).toMatchObject({ audience: 'admins', event: 'survey response added' });
    expect(announcementOf(submitted(false))).toMatchObject({ audience: 'everyone', event: 'survey response added' });
    const removed = recorded('survey-p1', 'SurveyMarkerRemoved', { markerId: 'm', projectId: 'p1' });
    expect(announcementOf(removed)).toMatchObject({ audience: 'admins', event: 'survey response changed' });
  });

  it("tells nothing of users, reservations or a user's own settings", () => {
    expect(announcementOf(recorded('user-u1', 'UserRegistered', { userId: 'u1' }))).toBeNull();
    expect(announcementOf(recorded('project-key-k', 'ProjectKeyReserved', { projectId: 'p1' }))).toBeNull();
    expect(announcementOf(recorded('y-axis-settings-p1-u1', 'YAxisSettingsSaved', { projectId: 'p1' }))).toBeNull();
  });

  it("merges a batch's events into one message per project, audience and kind, its content never included", () => {
    const merged = mergedAnnouncements([
      recorded('project-p1', 'ProjectCreated', { projectId: 'p1', projectKey: 'k' }, 1),
      recorded('threshold-t1', 'ThresholdDeleted', { thresholdId: 't1', projectId: 'p1' }),
      recorded('project-p1', 'ProjectCreated', { projectId: 'p1', projectKey: 'k' }, 2),
      recorded('survey-p1', 'MarkerSubmitted', { markerId: 'a', projectId: 'p1', fields: aSurveyResponse() }),
      recorded('survey-p1', 'MarkerSubmitted', { markerId: 'b', projectId: 'p1', fields: aSurveyResponse() }),
    ]);
    expect(merged.map((announcement) => announcement.data)).toEqual([
      { version: 2, parts: ['project', 'thresholds'] },
      { count: 2 },
    ]);
    const frame = eventFrame(merged[1]!);
    expect(frame).toBe(`id: 7-${position}\nevent: survey response added\ndata: {"count":2}\n\n`);
    expect(frame).not.toContain('Dana');
  });

  it('reads a Last-Event-ID back as a log position, and nothing else', () => {
    expect(positionOfEventId('12-345')).toEqual({ transactionId: '12', globalPosition: '345' });
    for (const id of ['', '12', 'x-1', '1-2-3', '1-2\nevent: x']) expect(positionOfEventId(id)).toBeNull();
  });
});
