import { dayLabel, julianFromMonthDay, monthDayOf, MONTHS, type JulianDay } from '@waterline/domain/calendar/index';
import { Select } from '../ui/index.ts';

const MONTH_OPTIONS = MONTHS.map((month) => ({ value: String(month.monthNum), label: month.name }));

/** A day of the 365-day year as a month and a day of that month; the legend names the day it stands for. */
export function DayPicker({
  legend,
  day,
  onChange,
}: {
  legend: string;
  day: JulianDay;
  onChange: (day: JulianDay) => void;
}) {
  const { month, dayOfMonth } = monthDayOf(day);
  const dayOptions = Array.from({ length: month.days }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  const choose = (monthNum: number, wantedDay: number) => {
    const days = MONTHS[monthNum - 1]?.days ?? 31;
    onChange(julianFromMonthDay(monthNum, Math.min(wantedDay, days)) as JulianDay);
  };
  return (
    <fieldset className="day-picker">
      <legend>
        {legend} <span className="day-picker__label">{dayLabel(day)}</span>
      </legend>
      <Select
        label="Month"
        options={MONTH_OPTIONS}
        value={String(month.monthNum)}
        onChange={(event) => choose(Number(event.target.value), dayOfMonth)}
      />
      <Select
        label="Day"
        options={dayOptions}
        value={String(dayOfMonth)}
        onChange={(event) => choose(month.monthNum, Number(event.target.value))}
      />
    </fieldset>
  );
}
