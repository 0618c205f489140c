/** A small sample of how a trace is drawn: a filled block or a (dashed) line. */
export function TraceSwatch({
  color,
  dash,
  filled,
}: {
  color: string;
  dash?: number[] | undefined;
  filled?: boolean | undefined;
}) {
  return (
    <svg className="trace-swatch" width="22" height="12" viewBox="0 0 22 12" aria-hidden="true">
      {filled ? (
        <rect x="1" y="2" width="20" height="8" rx="2" fill={color} />
      ) : (
        <line
          x1="1"
          y1="6"
          x2="21"
          y2="6"
          stroke={color}
          strokeWidth="3"
          strokeDasharray={dash?.join(' ')}
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
