/** Where a table's dates and series are: the date column and one entry per series column. */
export interface ColumnPlan {
  dateIndex: number;
  series: { index: number; location: string; measure: string }[];
}

/** How a delimited text is laid out: comment lines, lines to skip after the header, and how the header maps to columns. */
export interface TableLayout {
  commentPrefix?: string;
  recordsAfterHeader?: number;
  /** The plan for this header, or the reason it cannot be read. */
  planColumns(header: readonly string[]): ColumnPlan | string;
}

/**
 * The product's alternative layout: a 'Date' column (any letter case) and data columns named
 * 'Location:measure', split at the first colon. A header without a colon is a location with
 * no measure; columns with a blank header are ignored.
 */
export const ALTERNATIVE_LAYOUT: TableLayout = {
  planColumns(header) {
    const names = header.map((name) => name.trim());
    const dateIndex = names.findIndex((name) => name.toLowerCase() === 'date');
    if (dateIndex < 0) return `the header has no 'Date' column (found: ${names.map((n) => `'${n}'`).join(', ')})`;
    const seen = new Set<string>();
    const series: ColumnPlan['series'] = [];
    for (const [index, name] of names.entries()) {
      if (index === dateIndex || name === '') continue;
      if (seen.has(name)) return `the column '${name}' appears twice in the header`;
      seen.add(name);
      // At the last colon, so a location's name may hold one (`Dam: upper:cfs`).
      const colon = name.lastIndexOf(':');
      series.push(
        colon < 0
          ? { index, location: name, measure: '' }
          : { index, location: name.slice(0, colon).trim(), measure: name.slice(colon + 1).trim() },
      );
    }
    if (series.length === 0) return "the header has no data columns (expected columns named 'Location:measure')";
    return { dateIndex, series };
  },
};
