import { useState, type ReactNode } from 'react';
import type { PhotoEntry, SurveyFields } from '@waterline/domain/survey/survey-response';
import { Button, Dialog, DialogActions } from '../../../components/ui/index.ts';
import { describeRequestError } from '../../../lib/api-error.ts';
import { useEditMarkerMutation, useRequestPhotoUrlMutation, useSubmitMarkerMutation } from '../api.ts';
import { photoContentType, photoUploadFailedMessage, uploadPhotos } from '../lib/photo-upload.ts';
import {
  initialAnswers,
  isAnswered,
  SURVEY_QUESTIONS,
  toSurveyFields,
  type Answer,
  type Answers,
} from '../lib/questions.ts';
import { QuestionField } from './QuestionField.tsx';

/** A response being edited by an admin: its id, answers and the photos it already has. */
export interface EditedResponse {
  id: string;
  answers: Answers;
  photos: PhotoEntry[];
}

type FeedbackDialogProps = {
  projectKey: string;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  /** Given: an admin edits this response; else a new one is created. */
  edited?: EditedResponse | undefined;
  coordinateMap?: (answer: Answer | undefined, pick: (lat: number, lng: number) => void) => ReactNode;
};

/** The survey's Create and Edit dialog: one question per step, Back and Next, Save on the last step. */
export function FeedbackDialog({ projectKey, open, onClose, onSaved, edited, coordinateMap }: FeedbackDialogProps) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>(() => edited?.answers ?? initialAnswers());
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [submitMarker] = useSubmitMarkerMutation();
  const [editMarker] = useEditMarkerMutation();
  const [requestPhotoUrl] = useRequestPhotoUrlMutation();
  const question = SURVEY_QUESTIONS[step]!;
  const last = step === SURVEY_QUESTIONS.length - 1;

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const uploaded = await uploadPhotos(answers.photos?.files ?? [], async (file) => {
        const granted = await requestPhotoUrl({ projectKey, contentType: photoContentType(file), name: file.name });
        return granted.data ? { url: granted.data.url, name: granted.data.name } : null;
      });
      const fields: SurveyFields = toSurveyFields(answers, [...(edited?.photos ?? []), ...uploaded]);
      const result = edited
        ? await editMarker({ projectKey, id: edited.id, fields })
        : await submitMarker({ projectKey, fields });
      if (result.error) {
        setFailure(describeRequestError(result.error).message ?? 'Unable to save the response');
        return;
      }
      onSaved();
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
