import { useRef } from 'react';

/** The same array object for as long as its items are the same objects, so memos and effects see no change. */
export function useStableList<T>(items: readonly T[]): readonly T[] {
  const previous = useRef(items);
  const same = previous.current.length === items.length && previous.current.every((item, i) => item === items[i]);
  if (!same) previous.current = items;
  return previous.current;
}
