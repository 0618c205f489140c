import { describe, expect, it } from 'vitest';
import { surveyFieldsSchema } from '@waterline/domain/survey/survey-response';
import { coordinateLabel, initialAnswers, isAnswered, SURVEY_QUESTIONS, toSurveyFields } from './questions.ts';

describe('the survey form', () => {
  it('asks in the form order and saves in the saved order', () => {
    expect(SURVEY_QUESTIONS.map((question) => question.id)).toEqual([
      'private',
      'name',
      'coordinate',
      'locationName',
      'concern',
      'activities',
      'photos',
    ]);
    const answers = {
      ...initialAnswers(),
      name: { value: 'Dana' },
      coordinate: { lat: 48.123456, lng: -106.654321 },
      locationName: { value: 'Spillway' },
      concern: { value: 'Erosion' },
      activities: { selectedOptions: ['Specific water intakes', 'Water elevation profiles'] },
    };
    const fields = toSurveyFields(answers, [
      { id: 'p', title: 'Photo', description: '', url: '0b8f3c1e-2d4a-4e5f-8a6b-7c8d9e0f1a2b.jpg' },
    ]);
    expect(fields.map((field) => field.id)).toEqual([
      'private',
      'coordinate',
      'locationName',
      'name',
      'concern',
      'activities',
      'photos',
    ]);
    expect(fields[0].value).toBe(true);
    expect(fields[1]).toMatchObject({ lat: 48.1235, lng: -106.6543 });
    expect(fields[5].selectedOptions).toEqual(['Water elevation profiles', 'Specific water intakes']);
    expect(surveyFieldsSchema.safeParse(fields).success).toBe(true);
  });

  it("holds Next on the coordinate step until one is picked, showing 'No set'", () => {
    const coordinate = SURVEY_QUESTIONS.find((question) => question.type === 'coordinate')!;
    expect(isAnswered(coordinate, undefined)).toBe(false);
    expect(isAnswered(coordinate, { lat: 48 })).toBe(false);
    expect(isAnswered(coordinate, { lat: 48, lng: -106 })).toBe(true);
    expect(coordinateLabel(undefined)).toBe('No set');
    expect(coordinateLabel({ lat: 48, lng: -106.5 })).toBe('Latitude 48.0000, Longitude -106.5000');
  });
});
