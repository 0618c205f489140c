import {
  ACTIVITY_OPTIONS,
  roundCoordinate,
  type PhotoEntry,
  type SurveyFields,
} from '@waterline/domain/survey/survey-response';

/** One question of a form; the renderer draws each type (docs/product-guide.md#map-survey, question-form renderer). */
export type Question =
  | { id: string; type: 'toggle'; label: string }
  | { id: string; type: 'text'; label: string; multiline?: boolean; required?: boolean }
  | { id: string; type: 'coordinate'; label: string }
  | { id: string; type: 'checkbox'; label: string; options: readonly string[] }
  | { id: string; type: 'file'; label: string; accept: string }
  | { id: string; type: string; label: string };

/** A question's answer, in the shape the survey stores (value, selectedOptions, files, lat, lng). */
export interface Answer {
  value?: boolean | string;
  lat?: number;
  lng?: number;
  selectedOptions?: string[];
  files?: File[];
}

export type Answers = Record<string, Answer>;

/** The feedback dialog's steps, in the form's order (docs/product-guide.md#what-a-project-holds): private, name, coordinate, location name, concern, activities, photo. */
export const SURVEY_QUESTIONS: readonly Question[] = [
  { id: 'private', type: 'toggle', label: 'Keep my response private (only the project team sees it)' },
  { id: 'name', type: 'text', label: 'Your name' },
  { id: 'coordinate', type: 'coordinate', label: 'Where is it? Click the map or drag the marker' },
  { id: 'locationName', type: 'text', label: 'Name of the location', required: true },
  { id: 'concern', type: 'text', label: 'Describe your concern', multiline: true },
  { id: 'activities', type: 'checkbox', label: 'Which monitoring activities would help?', options: ACTIVITY_OPTIONS },
  { id: 'photos', type: 'file', label: 'Photos (.jpg or .png)', accept: '.jpg,.jpeg,.png,image/jpeg,image/png' },
];

/** A new response's answers: private by default (docs/product-guide.md#what-a-project-holds), no coordinate yet. */
export const initialAnswers = (): Answers => ({
  private: { value: true },
  activities: { selectedOptions: [] },
  photos: { files: [] },
});

/** Whether the step's answer lets the dialog go on: a coordinate must be picked, a required text given. */
export function isAnswered(question: Question, answer: Answer | undefined): boolean {
  if (question.type === 'coordinate') return answer?.lat !== undefined && answer.lng !== undefined;
  if (question.type === 'text' && 'required' in question && question.required)
    return typeof answer?.value === 'string' && answer.value.trim() !== '';
  return true;
}

const text = (answers: Answers, id: string): string =>
  typeof answers[id]?.value === 'string' ? (answers[id].value as string) : '';

/** The answers as the saved fields, in the saved order (0 private, 1 coordinate, 2 location name, 3 name, 4 concern, 5 activities, 6 photos). */
export function toSurveyFields(answers: Answers, photos: PhotoEntry[]): SurveyFields {
  const coordinate = answers.coordinate ?? {};
  return [
    { id: 'private', type: 'toggle', value: answers.private?.value !== false },
    {
      id: 'coordinate',
      type: 'coordinate',
      lat: roundCoordinate(coordinate.lat ?? 0),
      lng: roundCoordinate(coordinate.lng ?? 0),
    },
    { id: 'locationName', type: 'text', value: text(answers, 'locationName') },
    { id: 'name', type: 'text', value: text(answers, 'name') },
    { id: 'concern', type: 'text', value: text(answers, 'concern') },
    {
      id: 'activities',
      type: 'checkbox',
      selectedOptions: ACTIVITY_OPTIONS.filter((option) => answers.activities?.selectedOptions?.includes(option)),
    },
    { id: 'photos', type: 'file', files: photos },
  ];
}

/** A coordinate as shown: 4 decimals, or the product's 'No set' until one is picked. */
export function coordinateLabel(answer: Answer | undefined): string {
  if (answer?.lat === undefined || answer.lng === undefined) return 'No set';
  return `Latitude ${answer.lat.toFixed(4)}, Longitude ${answer.lng.toFixed(4)}`;
}
