/** A trace as the traces list shows it. */
export interface TraceItem {
  id: string;
  name: string;
  color: string;
  dash?: number[];
  /** A filled range rather than a line. */
  filled?: boolean;
  visible: boolean;
}

/** Traces toggled together from their group's header. */
export interface TraceGroup {
  name: string;
  visible: boolean;
  traces: TraceItem[];
}

/** The hidden trace ids after one trace is toggled. */
export function toggleTrace(hidden: readonly string[], id: string): string[] {
  return hidden.includes(id) ? hidden.filter((hiddenId) => hiddenId !== id) : [...hidden, id];
}

/** The hidden trace ids after a group is toggled: all shown when all were hidden, else all hidden. */
export function toggleTraceGroup(hidden: readonly string[], ids: readonly string[]): string[] {
  const allHidden = ids.every((id) => hidden.includes(id));
  const others = hidden.filter((id) => !ids.includes(id));
  return allHidden ? others : [...others, ...ids];
}
