import { useId, type ReactNode } from 'react';
import { Checkbox, TextField } from '../../../components/ui/index.ts';
import { coordinateLabel, type Answer, type Question } from '../model/questions.ts';

// Misspelt on purpose: the text earlier releases showed, kept so guides and screenshots of it still match (docs/product-guide.md#map-survey).
export const unknownQuestionMessage = 'Unkown question type.';

type QuestionFieldProps = {
  question: Question;
  answer: Answer | undefined;
  onChange: (answer: Answer) => void;
  /** Draws the map of a coordinate question (click or drag to pick); typing the numbers works too. */
  coordinateMap?: (answer: Answer | undefined, pick: (lat: number, lng: number) => void) => ReactNode;
};

/** Draws one question of a form by its type; any other type shows the product's 'Unkown question type.' */
export function QuestionField({ question, answer, onChange, coordinateMap }: QuestionFieldProps) {
  const id = useId();
  switch (question.type) {
    case 'toggle':
      return (
        <label className="survey-toggle" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={answer?.value === true}
            onChange={(event) => onChange({ value: event.target.checked })}
          />
          <span>{question.label}</span>
        </label>
      );
    case 'text':
      return 'multiline' in question && question.multiline ? (
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={id}>
            {question.label}
          </label>
          <textarea
            id={id}
            className="ui-input"
            rows={5}
            maxLength={2000}
            value={typeof answer?.value === 'string' ? answer.value : ''}
            onChange={(event) => onChange({ value: event.target.value })}
          />
        </div>
      ) : (
        <TextField
          label={question.label}
          maxLength={2000}
          value={typeof answer?.value === 'string' ? answer.value : ''}
          onChange={(event) => onChange({ value: event.target.value })}
        />
      );
    case 'coordinate':
      return (
        <CoordinateQuestion label={question.label} answer={answer} onChange={onChange} coordinateMap={coordinateMap} />
      );
    case 'checkbox':
      return (
        <fieldset className="survey-options">
          <legend>{question.label}</legend>
          {('options' in question ? question.options : []).map((option) => {
            const selected = answer?.selectedOptions ?? [];
            return (
              <Checkbox
                key={option}
                label={option}
                checked={selected.includes(option)}
                onChange={(event) =>
                  onChange({
                    selectedOptions: event.target.checked
                      ? [...selected, option]
                      : selected.filter((chosen) => chosen !== option),
                  })
                }
              />
            );
          })}
        </fieldset>
      );
    case 'file':
      return (
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={id}>
            {question.label}
          </label>
          <input
            id={id}
            type="file"
            multiple
            accept={'accept' in question ? question.accept : undefined}
            onChange={(event) => onChange({ files: [...(event.target.files ?? [])] })}
          />
          {(answer?.files ?? []).length > 0 && (
            <p className="ui-field__hint">{(answer?.files ?? []).map((file) => file.name).join(', ')}</p>
          )}
        </div>
      );
    default:
      return <p role="alert">{unknownQuestionMessage}</p>;
  }
}

function CoordinateQuestion({
  label,
  answer,
  onChange,
  coordinateMap,
}: {
  label: string;
  answer: Answer | undefined;
  onChange: (answer: Answer) => void;
  coordinateMap: QuestionFieldProps['coordinateMap'];
}) {
  const pick = (lat: number, lng: number) => onChange({ lat, lng });
  const typed = (part: 'lat' | 'lng', text: string) => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) return onChange({ ...answer, [part]: undefined });
    onChange({ ...answer, [part]: value });
  };
  return (
    <fieldset className="survey-coordinate">
      <legend>{label}</legend>
      {coordinateMap?.(answer, pick)}
      <p className="survey-coordinate__value" aria-live="polite">
        {coordinateLabel(answer)}
      </p>
      <div className="survey-coordinate__inputs">
        <TextField
          label="Latitude"
          type="number"
          min={-90}
          max={90}
          step="any"
          value={answer?.lat ?? ''}
          onChange={(event) => typed('lat', event.target.value)}
        />
        <TextField
          label="Longitude"
          type="number"
          min={-180}
          max={180}
          step="any"
          value={answer?.lng ?? ''}
          onChange={(event) => typed('lng', event.target.value)}
        />
      </div>
    </fieldset>
  );
}
