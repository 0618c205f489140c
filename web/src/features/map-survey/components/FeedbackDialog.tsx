import { useState, type ReactNode } from 'react';
import type { PhotoEntry, SurveyFields } from '@waterline/domain/survey/survey-response';
import { Button, Dialog, DialogActions } from '../../../components/ui/index.ts';
import { describeRequestError } from '../../../lib/api-error.ts';
import { useEditMarkerMutation, useRequestPhotoUrlMutation } from '../api.ts';
import { newOutboxEntry } from '../model/new-response.ts';
import { photoContentType, photoUploadFailedMessage, uploadPhotos } from '../model/photo-upload.ts';
import {
  initialAnswers,
  isAnswered,
  SURVEY_QUESTIONS,
  toSurveyFields,
  type Answer,
  type Answers,
} from '../model/questions.ts';
import { QuestionField } from './QuestionField.tsx';
import { refusedPhotoNotices, type SurveyOutbox } from './use-survey-outbox.ts';

/** A response being edited by an admin: its id, answers and the photos it already has. */
export interface EditedResponse {
  id: string;
  answers: Answers;
  photos: PhotoEntry[];
}

/** How a save ended: sent, or kept in this browser to be sent later; and what the page says of refused photos. */
export interface SavedResponse {
  waiting: boolean;
  notices: string[];
}

type FeedbackDialogProps = {
  projectKey: string;
  open: boolean;
  onClose: () => void;
  onSaved: (saved: SavedResponse) => void;
  /** Where a new response is kept until the server has it (edits are sent at once). */
  outbox: Pick<SurveyOutbox, 'keepAndSend' | 'discard'>;
  /** Given: an admin edits this response; else a new one is created. */
  edited?: EditedResponse | undefined;
  coordinateMap?: (answer: Answer | undefined, pick: (lat: number, lng: number) => void) => ReactNode;
};

/** The survey's Create and Edit dialog: one question per step, Back and Next, Save on the last step. */
export function FeedbackDialog({
  projectKey,
  open,
  onClose,
  onSaved,
  outbox,
  edited,
  coordinateMap,
}: FeedbackDialogProps) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>(() => edited?.answers ?? initialAnswers());
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [editMarker] = useEditMarkerMutation();
  const [requestPhotoUrl] = useRequestPhotoUrlMutation();
  const question = SURVEY_QUESTIONS[step]!;
  const last = step === SURVEY_QUESTIONS.length - 1;

  /** A new response goes through the outbox: kept in the browser first, sent now when the network allows. */
  const submit = async () => {
    const entry = newOutboxEntry(projectKey, answers);
    const result = await outbox.keepAndSend(entry);
    if (result?.kind === 'refused') {
      await outbox.discard(entry.id);
      setFailure(result.message);
      return;
    }
    onSaved({ waiting: result === null, notices: result ? refusedPhotoNotices([result]) : [] });
  };

  const saveEdit = async (edited: EditedResponse) => {
    const uploaded = await uploadPhotos(answers.photos?.files ?? [], async (file) => {
      const granted = await requestPhotoUrl({ projectKey, contentType: photoContentType(file), name: file.name });
      return granted.data ? { url: granted.data.url, name: granted.data.name } : null;
    });
    const fields: SurveyFields = toSurveyFields(answers, [...edited.photos, ...uploaded]);
    const result = await editMarker({ projectKey, id: edited.id, fields });
    if (result.error) setFailure(describeRequestError(result.error).message ?? 'Unable to save the response');
    else onSaved({ waiting: false, notices: [] });
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await (edited ? saveEdit(edited) : submit());
    } catch (error) {
      setFailure(
        error instanceof Error && error.message === photoUploadFailedMessage
          ? photoUploadFailedMessage
          : 'Unable to save the response',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} title={edited ? 'Edit Response' : 'Add New Location'} onClose={onClose} size="wide">
      <form
        className="survey-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isAnswered(question, answers[question.id])) return;
          if (last) void save();
          else setStep(step + 1);
        }}
      >
        <p className="survey-form__step">
          Step {step + 1} of {SURVEY_QUESTIONS.length}
        </p>
        <QuestionField
          question={question}
          answer={answers[question.id]}
          onChange={(answer) => setAnswers({ ...answers, [question.id]: answer })}
          coordinateMap={coordinateMap}
        />
        {failure && (
          <p role="alert" className="survey-form__error">
            {failure}
          </p>
        )}
        <DialogActions>
          <Button variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
            Back
          </Button>
          <Button type="submit" busy={saving} disabled={!isAnswered(question, answers[question.id])}>
            {last ? 'Save' : 'Next'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
