import { isoDate, seededRandom } from './demo-data.ts';

/**
 * The demo's pump transect file, made here rather than shipped: monthly bank surveys (April to
 * October, 2008-2023) of six transects near a pump intake. Columns: Date (YYYY-MM-DD), Slice
 * (the survey's number), Transect, Length_ft (bank length from the marker to the water's edge),
 * Missing (TRUE when the transect could not be measured; Length_ft is then empty) and Notes.
 * The banks erode slowly, and lose ground in the flood years 2011 and 2019.
 */
export const DEMO_PUMP_TRANSECTS = ['Intake', 'T1', 'T2', 'T3', 'T4', 'T5'] as const;

const FLOOD_YEARS: Readonly<Record<number, number>> = { 2011: 18, 2019: 11 };

export function demoPumpTransectCsv(): string {
  const random = seededRandom(20110601);
  const lines = ['Date,Slice,Transect,Length_ft,Missing,Notes'];
  const lengths = DEMO_PUMP_TRANSECTS.map((_name, i) => 140 + i * 22);
  let slice = 0;
  for (let year = 2008; year <= 2023; year++) {
    for (let month = 4; month <= 10; month++) {
      slice++;
      const date = isoDate(new Date(Date.UTC(year, month - 1, 3 + Math.floor(random() * 20))));
      DEMO_PUMP_TRANSECTS.forEach((transect, i) => {
        // Flood losses come in June and July of the flood years; otherwise slow erosion with survey noise.
        const flood = (FLOOD_YEARS[year] ?? 0) * (month === 6 || month === 7 ? 0.5 : 0);
        lengths[i] = Math.max(10, (lengths[i] ?? 0) - 0.35 - flood * (0.6 + random() * 0.8) + (random() - 0.5) * 1.2);
        const missing = random() < 0.04;
        const note = missing ? 'high water' : flood > 0 ? 'flood survey' : '';
        lines.push(
          `${date},${String(slice)},${transect},${missing ? '' : (lengths[i] ?? 0).toFixed(1)},${missing ? 'TRUE' : 'FALSE'},${note}`,
        );
      });
    }
  }
  return `${lines.join('\n')}\n`;
}
