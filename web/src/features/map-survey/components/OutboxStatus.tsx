import { Button } from '../../../components/ui/index.ts';
import { WAITING_LABEL } from '../model/map-content.ts';
import type { SurveyOutbox } from './use-survey-outbox.ts';

/** What this browser holds of the survey: how many responses wait to be sent, refused photos, refused responses. */
export function OutboxStatus({ outbox }: { outbox: SurveyOutbox }) {
  const { waiting, refused, notices, discard } = outbox;
  if (waiting.length === 0 && refused.length === 0 && notices.length === 0) return null;
  return (
    <section className="survey-outbox" aria-label="Responses on this device">
      {waiting.length > 0 && (
        <p role="status" className="survey-outbox__waiting">
          {waiting.length} {WAITING_LABEL}
        </p>
      )}
      {notices.map((notice) => (
        <p key={notice} role="alert" className="survey-outbox__notice">
          {notice}
        </p>
      ))}
      {refused.map((entry) => (
        <p key={entry.id} role="alert" className="survey-outbox__notice">
          &quot;{entry.fields[2].value}&quot; was not accepted: {entry.refused}{' '}
          <Button variant="secondary" onClick={() => void discard(entry.id)}>
            Discard
          </Button>
        </p>
      ))}
    </section>
  );
}
