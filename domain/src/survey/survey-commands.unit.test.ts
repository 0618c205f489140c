import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../aggregate/decider-spec.ts';
import { exampleAdminId, exampleMemberId, exampleProjectId as projectId } from '../projects/examples.ts';
import { aSurveyResponse, exampleMarkerId as markerId, examplePhotoName } from './examples.ts';
import {
  duplicatePhotoMessage,
  markerIdTakenMessage,
  markerNotFoundMessage,
  onlyAdminsEditMessage,
  photoNotUploadedMessage,
  photoTakenMessage,
  surveyDecider,
} from './survey-commands.ts';
import { coordinateOutsideWorldMessage, surveyFieldsSchema } from './survey-response.ts';

const spec = deciderSpec(surveyDecider);
const visitor = { userId: null, role: null };
const collaborator = { userId: exampleMemberId, role: 2 as const };
const admin = { userId: exampleAdminId, role: 1 as const };
/** What the API found of the example photo: uploaded for the project, whole and recently. */
const uploaded = { uploadedPhotos: [examplePhotoName] };
const submitted = (fields = aSurveyResponse(), id = markerId) => ({
  type: 'MarkerSubmitted' as const,
  data: { markerId: id, projectId, fields },
});

describe('submitting a survey response', () => {
  it('records the fields in the saved order, coordinates to 4 decimals', () => {
    spec
      .given([])
      .when({
        type: 'SubmitMarker',
        data: { markerId, projectId, ...uploaded, fields: aSurveyResponse({ lat: 48.123456, lng: -106.987654 }) },
      })
      .then([submitted(aSurveyResponse({ lat: 48.1235, lng: -106.9877 }))]);
  });

  it('keeps each ticked activity once, in the options order', () => {
    const fields = aSurveyResponse();
    fields[5] = {
      id: 'activities',
      type: 'checkbox',
      selectedOptions: ['Specific water intakes', 'Water elevation profiles', 'Specific water intakes'],
    };
    const [event] = surveyDecider.decide(
      { type: 'SubmitMarker', data: { markerId, projectId, ...uploaded, fields } },
      surveyDecider.initialState(),
      new Date(),
    );
    expect(event?.type === 'MarkerSubmitted' && event.data.fields[5].selectedOptions).toEqual([
      'Water elevation profiles',
      'Specific water intakes',
    ]);
  });

  it('stores nothing when the same response is sent again under its id', () => {
    spec
      .given([submitted(aSurveyResponse({ photos: [examplePhotoName] }))])
      .when({
        type: 'SubmitMarker',
        data: { markerId, projectId, uploadedPhotos: [], fields: aSurveyResponse({ photos: [examplePhotoName] }) },
      })
      .then([]);
  });

  it('refuses another response under a taken id, or under the id of a removed one', () => {
    spec
      .given([submitted()])
      .when({
        type: 'SubmitMarker',
        data: { markerId, projectId, ...uploaded, fields: aSurveyResponse({ concern: 'Another concern' }) },
      })
      .thenRefuses('conflict', markerIdTakenMessage);
    spec
      .given([submitted(), { type: 'SurveyMarkerRemoved', data: { markerId, projectId } }])
      .when({ type: 'SubmitMarker', data: { markerId, projectId, ...uploaded, fields: aSurveyResponse() } })
      .thenRefuses('conflict', markerIdTakenMessage);
  });

  it("refuses a photo of another response, so a public response cannot show a private one's photo", () => {
    spec
      .given([submitted(aSurveyResponse({ private: true, photos: [examplePhotoName] }), 'private-one')])
      .when({
        type: 'SubmitMarker',
        data: {
          markerId,
          projectId,
          ...uploaded,
          fields: aSurveyResponse({ private: false, photos: [examplePhotoName] }),
        },
      })
      .thenRefuses('conflict', photoTakenMessage);
    spec
      .given([])
      .when({
        type: 'SubmitMarker',
        data: {
          markerId,
          projectId,
          ...uploaded,
          fields: aSurveyResponse({ photos: [examplePhotoName, examplePhotoName] }),
        },
      })
      .thenRefuses('invalid', duplicatePhotoMessage);
  });

  it('refuses a photo that was not uploaded for the project (or not whole, or too long ago)', () => {
    spec
      .given([])
      .when({
        type: 'SubmitMarker',
        data: { markerId, projectId, uploadedPhotos: [], fields: aSurveyResponse({ photos: [examplePhotoName] }) },
      })
      .thenRefuses('invalid', photoNotUploadedMessage);
  });
});

describe('editing and removing a survey response', () => {
  const edited = aSurveyResponse({ private: false, concern: 'Reworded by the admin' });

  it('lets an admin edit and remove any response', () => {
    spec
      .given([submitted()])
      .when({ type: 'EditMarker', data: { markerId, projectId, ...uploaded, fields: edited, actor: admin } })
      .then([{ type: 'SurveyMarkerEdited', data: { markerId, projectId, fields: edited } }]);
    spec
      .given([submitted()])
      .when({ type: 'RemoveMarker', data: { markerId, projectId, actor: admin } })
      .then([{ type: 'SurveyMarkerRemoved', data: { markerId, projectId } }]);
  });

  it('records nothing when an edit changes nothing', () => {
    spec
      .given([submitted()])
      .when({ type: 'EditMarker', data: { markerId, projectId, ...uploaded, fields: aSurveyResponse(), actor: admin } })
      .then([]);
  });

  it('refuses edits and removals by anyone but an admin, the private flag included', () => {
    for (const actor of [visitor, collaborator]) {
      spec
        .given([submitted()])
        .when({ type: 'EditMarker', data: { markerId, projectId, ...uploaded, fields: edited, actor } })
        .thenRefuses('forbidden', onlyAdminsEditMessage);
      spec
        .given([submitted()])
        .when({ type: 'RemoveMarker', data: { markerId, projectId, actor } })
        .thenRefuses('forbidden', onlyAdminsEditMessage);
    }
  });

  it('refuses a response that does not exist or was removed', () => {
    const removed = { type: 'SurveyMarkerRemoved' as const, data: { markerId, projectId } };
    spec
      .given([])
      .when({ type: 'EditMarker', data: { markerId, projectId, ...uploaded, fields: edited, actor: admin } })
      .thenRefuses('not_found', markerNotFoundMessage);
    spec
      .given([submitted(), removed])
      .when({ type: 'RemoveMarker', data: { markerId, projectId, actor: admin } })
      .thenRefuses('not_found', markerNotFoundMessage);
  });

  it('never lets the photo of a removed response be named again, by a new response or an edit', () => {
    const withPhoto = aSurveyResponse({ private: false, photos: [examplePhotoName] });
    const removedFirst = [
      submitted(withPhoto, 'first'),
      { type: 'SurveyMarkerRemoved' as const, data: { markerId: 'first', projectId } },
    ];
    spec
      .given(removedFirst)
      .when({ type: 'SubmitMarker', data: { markerId, projectId, ...uploaded, fields: withPhoto } })
      .thenRefuses('conflict', photoTakenMessage);
    spec
      .given([...removedFirst, submitted()])
      .when({ type: 'EditMarker', data: { markerId, projectId, ...uploaded, fields: withPhoto, actor: admin } })
      .thenRefuses('conflict', photoTakenMessage);
  });

  it('keeps the photos a response holds through an edit, even past the time to name new ones', () => {
    const withPhoto = aSurveyResponse({ photos: [examplePhotoName] });
    const edited = aSurveyResponse({ private: false, photos: [examplePhotoName] });
    spec
      .given([submitted(withPhoto)])
      .when({ type: 'EditMarker', data: { markerId, projectId, uploadedPhotos: [], fields: edited, actor: admin } })
      .then([{ type: 'SurveyMarkerEdited', data: { markerId, projectId, fields: edited } }]);
  });
});

describe('the survey response schema', () => {
  const problem = (fields: unknown) => {
    const parsed = surveyFieldsSchema.safeParse(fields);
    return parsed.success ? null : parsed.error.issues.map((issue) => issue.message).join('; ');
  };

  it('accepts a complete response', () => {
    expect(problem(aSurveyResponse())).toBeNull();
  });

  it('refuses a coordinate outside the world', () => {
    expect(problem(aSurveyResponse({ lat: 91 }))).toBe(coordinateOutsideWorldMessage);
    expect(problem(aSurveyResponse({ lng: -180.5 }))).toBe(coordinateOutsideWorldMessage);
  });

  it('refuses fields out of order, unknown activities, extra keys and photos not named by the server', () => {
    const fields = aSurveyResponse();
    expect(problem([fields[1], fields[0], ...fields.slice(2)])).not.toBeNull();
    expect(
      problem(fields.with(5, { id: 'activities', type: 'checkbox', selectedOptions: ['Fishing'] } as never)),
    ).toMatch(/Activities must be among/);
    expect(
      problem(fields.with(0, { id: 'private', type: 'toggle', value: false, forged: true } as never)),
    ).not.toBeNull();
    expect(problem(aSurveyResponse({ photos: ['../../etc/passwd'] }))).toMatch(/uploaded through/);
  });
});
