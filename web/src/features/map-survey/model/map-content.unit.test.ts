import { describe, expect, it } from 'vitest';
import { aSurveyResponse } from '@waterline/domain/survey/examples';
import type { ListedSurveyMarker } from '../api.ts';
import { responseIdOf, surveyMarkers, waitingMarkers } from './map-content.ts';

describe("the survey map's markers", () => {
  it("draws the project's markers and one dot per response, and tells which response a dot is", () => {
    const fields = aSurveyResponse({ private: false, lat: 48.1, lng: -106.2 });
    const response = {
      id: 'm1',
      project_key: 'p',
      private: false,
      submittedAt: '',
      updatedAt: '',
      data: { data: fields },
    } as ListedSurveyMarker;
    const markers = surveyMarkers([{ key: 'dam', name: 'Dam', lat: 48, lng: -106.4, color: '#123456' }], [response]);
    expect(markers).toEqual([
      { id: 'project:dam', lat: 48, lng: -106.4, color: '#123456', label: 'Dam' },
      { id: 'response:m1', lat: 48.1, lng: -106.2, color: '#d62728', label: 'Fort Peck spillway' },
    ]);
    expect(markers.map((marker) => responseIdOf(marker.id))).toEqual([null, 'm1']);
  });

  it('draws each response waiting in the browser as a grey dot that says it waits, which opens no response', () => {
    const entry = {
      id: 'w1',
      projectKey: 'p',
      savedAt: '',
      fields: aSurveyResponse({ lat: 48.2, lng: -106.3 }),
      photos: [],
    };
    const markers = waitingMarkers([entry]);
    expect(markers).toEqual([
      { id: 'waiting:w1', lat: 48.2, lng: -106.3, color: '#7f7f7f', label: 'Fort Peck spillway (waiting to send)' },
    ]);
    expect(responseIdOf(markers[0]!.id)).toBeNull();
  });
});
