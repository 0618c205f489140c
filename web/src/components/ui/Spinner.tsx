type SpinnerProps = {
  /** Read out by screen readers; omit for a spinner that only decorates a labelled control. */
  label?: string;
  size?: 'small' | 'large';
};

export function Spinner({ label, size = 'small' }: SpinnerProps) {
  const className = `ui-spinner ui-spinner--${size}`;
  if (!label) return <span className={className} aria-hidden="true" />;
  return (
    <span role="status" aria-label={label} className="ui-spinner-wrap">
      <span className={className} aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
}
