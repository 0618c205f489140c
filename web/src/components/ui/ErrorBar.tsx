type ErrorBarProps = { message: string | null | undefined; onDismiss?: () => void };

/** A message the user must notice; announced by screen readers as soon as it appears. */
export function ErrorBar({ message, onDismiss }: ErrorBarProps) {
  if (!message) return null;
  return (
    <div role="alert" className="ui-error-bar">
      <span>{message}</span>
      {onDismiss && (
        <button type="button" className="ui-error-bar__close" onClick={onDismiss} aria-label="Dismiss message">
          ×
        </button>
      )}
    </div>
  );
}
