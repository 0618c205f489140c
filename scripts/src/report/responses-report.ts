import { listSurveyResponses } from '@waterline/read-models/survey-responses/queries';
import { projectsInScope, type ReportContext } from './report-context.ts';
import type { Cell, ReportTable } from './report-table.ts';

/** The map survey's standing responses, oldest first; those marked private only when the operator asked with --include-private. */
export async function responsesReport(context: ReportContext): Promise<ReportTable> {
  const rows: Cell[][] = [];
  for (const project of await projectsInScope(context)) {
    for (const response of await listSurveyResponses(context.sql, project.id, {
      includePrivate: context.includePrivate,
    })) {
      const [, coordinate, locationName, name, concern, activities, photos] = response.fields;
      rows.push([
        project.key,
        response.id,
        response.private,
        response.submittedAt,
        response.updatedAt,
        response.submittedBy,
        coordinate.lat,
        coordinate.lng,
        locationName.value,
        name.value,
        concern.value,
        activities.selectedOptions.join('; '),
        photos.files.map((photo) => photo.url).join('; '),
      ]);
    }
  }
  return {
    columns: [
      'project',
      'response_id',
      'private',
      'submitted_at',
      'updated_at',
      'submitted_by',
      'lat',
      'lng',
      'location_name',
      'respondent',
      'concern',
      'activities',
      'photos',
    ],
    rows,
  };
}
