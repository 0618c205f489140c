/** A data file of daily seasonal flows between about 1000 and 5000 (each further location at half the one before), 2000-2002. */
export function seasonalCsv(locations: readonly string[]): string {
  const rows = [['Date', ...locations.map((location) => `${location}:cfs`)].join(',')];
  for (
    let day = new Date(Date.UTC(2000, 0, 1));
    day.getUTCFullYear() < 2003;
    day = new Date(day.getTime() + 86_400_000)
  ) {
    const flow = 3000 + 2000 * Math.sin(day.getTime() / 5_000_000_000);
    rows.push(
      [day.toISOString().slice(0, 10), ...locations.map((_, index) => (flow / 2 ** index).toFixed(2))].join(','),
    );
  }
  return rows.join('\n');
}
