import type { SurveyFields } from './survey-response.ts';

export const exampleMarkerId = '7d7c1f0e-3a52-4d0a-9a3e-0f0f1c2b3a4d';
export const examplePhotoName = '0b8f3c1e-2d4a-4e5f-8a6b-7c8d9e0f1a2b.jpg';

/** A complete response in the saved order, with the given answers changed. */
export function aSurveyResponse(
  options: { private?: boolean; lat?: number; lng?: number; concern?: string; photos?: string[] } = {},
): SurveyFields {
  return [
    { id: 'private', type: 'toggle', value: options.private ?? true },
    { id: 'coordinate', type: 'coordinate', lat: options.lat ?? 48.0012, lng: options.lng ?? -106.4187 },
    { id: 'locationName', type: 'text', value: 'Fort Peck spillway' },
    { id: 'name', type: 'text', value: 'Dana Rivers' },
    { id: 'concern', type: 'text', value: options.concern ?? 'Bank erosion below the spillway' },
    { id: 'activities', type: 'checkbox', selectedOptions: ['Bank erosion monitoring'] },
    {
      id: 'photos',
      type: 'file',
      files: (options.photos ?? []).map((url, index) => ({
        id: `photo-${index}`,
        title: `Photo ${index + 1}`,
        description: '',
        url,
      })),
    },
  ];
}
