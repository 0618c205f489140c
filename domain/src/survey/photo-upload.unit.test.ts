import { describe, it } from 'vitest';
import { deciderSpec, testNow } from '../aggregate/decider-spec.ts';
import { exampleProjectId as projectId } from '../projects/examples.ts';
import { examplePhotoName as photo } from './examples.ts';
import { photoUploadDecider, uploadLinkUsedMessage, uploadNotStartedMessage } from './photo-upload.ts';

const spec = deciderSpec(photoUploadDecider);
const started = { type: 'PhotoUploadStarted' as const, data: { photo, projectId, startedAt: testNow.toISOString() } };
const stored = { type: 'PhotoStored' as const, data: { photo, projectId } };

describe("a survey photo's upload", () => {
  it('uses its link once: a second upload is refused, during the first or after it', () => {
    spec.given([]).when({ type: 'StartPhotoUpload', data: { photo, projectId } }).then([started]);
    spec
      .given([started])
      .when({ type: 'StartPhotoUpload', data: { photo, projectId } })
      .thenRefuses('conflict', uploadLinkUsedMessage);
    spec
      .given([started, stored])
      .when({ type: 'StartPhotoUpload', data: { photo, projectId } })
      .thenRefuses('conflict', uploadLinkUsedMessage);
  });

  it('is stored only after it started, for the same project', () => {
    spec.given([started]).when({ type: 'RecordPhotoStored', data: { photo, projectId } }).then([stored]);
    spec
      .given([])
      .when({ type: 'RecordPhotoStored', data: { photo, projectId } })
      .thenRefuses('conflict', uploadNotStartedMessage);
    spec
      .given([started])
      .when({ type: 'RecordPhotoStored', data: { photo, projectId: 'another-project' } })
      .thenRefuses('conflict', uploadNotStartedMessage);
  });
});
