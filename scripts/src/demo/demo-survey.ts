import { randomUUID } from 'node:crypto';
import { type CommandOrigin, submitMarker, updateProject, type Waterline } from '@waterline/api';
import { ACTIVITY_OPTIONS, type SurveyFields } from '@waterline/domain/survey/survey-response';

/** Where the demo's map opens (demo-map.ts): the responses lie around it. */
const DEMO_CENTRE = { lat: 47.62, lng: -106.2 };

/** A few made-up responses around the demo's river; the last one is private. */
const DEMO_RESPONSES = [
  {
    dLat: 0.12,
    dLng: -0.35,
    place: 'Boat ramp by the dam',
    name: 'Jo Harper',
    concern: 'Low water leaves the ramp out of reach in late summer.',
    activities: [0],
  },
  {
    dLat: -0.08,
    dLng: 0.22,
    place: 'Cottonwood bend',
    name: 'Sam Ortiz',
    concern: 'The bank is slumping after each spring rise.',
    activities: [1],
  },
  {
    dLat: 0.25,
    dLng: 0.4,
    place: 'Ranch intake',
    name: '',
    concern: 'Our pump intake was dry for two weeks in August.',
    activities: [2, 0],
  },
  {
    dLat: -0.2,
    dLng: -0.6,
    place: 'Old ferry crossing',
    name: 'Lee Park',
    concern: 'Sandbars have moved into the channel.',
    activities: [],
  },
  {
    dLat: 0.05,
    dLng: 0.05,
    place: 'Private well near the shore',
    name: 'A. Resident',
    concern: 'Please keep this location private.',
    activities: [2],
    private: true,
  },
] as const;

/** Turns on the demo project's map survey and adds a few responses, so a new user sees the survey at work. */
export async function seedDemoSurvey(waterline: Waterline, admin: CommandOrigin, projectId: string): Promise<void> {
  await updateProject(waterline.commands, admin, { projectId, data: { mapSurveyEnabled: true } });
  for (const response of DEMO_RESPONSES) {
    const fields: SurveyFields = [
      { id: 'private', type: 'toggle', value: 'private' in response && response.private },
      {
        id: 'coordinate',
        type: 'coordinate',
        lat: DEMO_CENTRE.lat + response.dLat / 2,
        lng: DEMO_CENTRE.lng + response.dLng / 2,
      },
      { id: 'locationName', type: 'text', value: response.place },
      { id: 'name', type: 'text', value: response.name },
      { id: 'concern', type: 'text', value: response.concern },
      {
        id: 'activities',
        type: 'checkbox',
        selectedOptions: response.activities.map((index) => ACTIVITY_OPTIONS[index]),
      },
      { id: 'photos', type: 'file', files: [] },
    ];
    await submitMarker(
      waterline.commands,
      { actorId: 'anonymous', correlationId: randomUUID() },
      { projectId, fields },
    );
  }
}
