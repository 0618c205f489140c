import { useLayoutEffect, useRef, useState } from 'react';

const MIN_COLUMN_WIDTH = 170;
const MAX_COLUMN_WIDTH = 480;

// One pixel more than measured, as scrollWidth rounds the heading's width to a whole pixel.
const columnWidthFor = (headingWidth: number) =>
  Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, headingWidth + 1));

/**
 * The width of each column of a grid: wide enough for its whole heading, within bounds (a longer heading keeps its
 * full text in its tooltip). The headings, children of `headerRef` after the row number, are drawn at the least width
 * first and then measured, once for each list of fields.
 */
export function useColumnWidths(fields: readonly string[]) {
  const headerRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<{ fields: readonly string[]; widths: number[] } | null>(null);
  const widths = measured?.fields === fields ? measured.widths : fields.map(() => MIN_COLUMN_WIDTH);

  useLayoutEffect(() => {
    const headings = [...(headerRef.current?.children ?? [])].slice(1);
    setMeasured({ fields, widths: fields.map((_, index) => columnWidthFor(headings[index]?.scrollWidth ?? 0)) });
  }, [fields]);

  return { headerRef, widths };
}
