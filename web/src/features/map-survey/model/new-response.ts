import type { OutboxEntry } from './outbox.ts';
import { photoContentType } from './photo-upload.ts';
import { toSurveyFields, type Answers } from './questions.ts';

/** A new response as the outbox keeps it: an id made here, the answers as fields, the chosen photos as Blobs. */
export function newOutboxEntry(projectKey: string, answers: Answers, now = new Date()): OutboxEntry {
  return {
    id: crypto.randomUUID(),
    projectKey,
    savedAt: now.toISOString(),
    fields: toSurveyFields(answers, []),
    photos: (answers.photos?.files ?? []).map((file) => ({
      title: file.name.slice(0, 200),
      blob: file,
      contentType: photoContentType(file),
    })),
  };
}
