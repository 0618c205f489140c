import { resolveThreshold } from '@waterline/domain/analysis/index';
import { julianDay, julianFromMonthDay, type JulianDay } from '@waterline/domain/calendar/index';
import { aSteppedThreshold, aWindowedRange } from '@waterline/domain/thresholds/examples';
import { describe, expect, it } from 'vitest';
import { checkThresholdForm, newThresholdForm, thresholdFormOf, type ThresholdForm } from './threshold-form.ts';

const JAN_1 = julianDay(1);
const LOCATION = 'Fort Peck Dam';
const day = (month: number, dayOfMonth: number) => julianFromMonthDay(month, dayOfMonth) as JulianDay;
const aForm = (fields: Partial<ThresholdForm> = {}): ThresholdForm => ({
  ...newThresholdForm(JAN_1),
  name: 'Flood stage',
  value: '12000',
  ...fields,
});

describe('the threshold form', () => {
  it('saves a plain value with its colour and pattern, without a fill', () => {
    const checked = checkThresholdForm(aForm({ color: '#1f77b4', pattern: 'dashdot', fill: true }), LOCATION, JAN_1);
    expect(checked).toEqual({
      ok: true,
      data: {
        location: LOCATION,
        name: 'Flood stage',
        value: 12000,
        color: '#1f77b4',
        pattern: 'dashdot',
        visible: true,
        fill: false,
        opacity: 0.2,
        isRange: false,
        isWindow: false,
        isStepped: false,
      },
    });
  });

  it('names every wrong field and saves nothing', () => {
    const checked = checkThresholdForm(aForm({ name: '  ', value: '' }), LOCATION, JAN_1);
    expect(checked).toEqual({ ok: false, errors: { name: 'Enter a name.', value: 'The value must be a number.' } });
  });

  it('checks a range: both bounds numbers, the lower not above the upper; opacity only with a fill', () => {
    const range = { isRange: true, upperRange: '2240', lowerRange: '2250' };
    expect(checkThresholdForm(aForm(range), LOCATION, JAN_1)).toEqual({
      ok: false,
      errors: { lowerRange: 'The lower range must not be above the upper range.' },
    });
    expect(checkThresholdForm(aForm({ ...range, upperRange: 'x' }), LOCATION, JAN_1)).toEqual({
      ok: false,
      errors: { upperRange: 'The upper range must be a number.' },
    });
    const badOpacity = { ...range, lowerRange: '2200', opacity: '0.33' };
    expect(checkThresholdForm(aForm({ ...badOpacity, fill: true }), LOCATION, JAN_1)).toEqual({
      ok: false,
      errors: { opacity: 'Opacity must be from 0.05 to 1 in steps of 0.05.' },
    });
    const unfilled = checkThresholdForm(aForm(badOpacity), LOCATION, JAN_1);
    expect(unfilled.ok && unfilled.data).toMatchObject({
      fill: false,
      opacity: 0.2,
      upperRange: 2240,
      lowerRange: 2200,
    });
    const filled = checkThresholdForm(
      aForm({ ...range, lowerRange: '2200', fill: true, opacity: '0.35' }),
      LOCATION,
      JAN_1,
    );
    expect(filled.ok && filled.data).toMatchObject({ isRange: true, fill: true, opacity: 0.35 });
  });

  it('keeps a date window over the end of the year', () => {
    const checked = checkThresholdForm(
      aForm({ isWindow: true, startWindow: day(12, 1), endWindow: day(2, 28) }),
      LOCATION,
      JAN_1,
    );
    expect(checked.ok && checked.data).toMatchObject({ isWindow: true, startWindow: 335, endWindow: 59 });
  });

  it("saves stepped bounds as 365 entries in julian order, read in the order of the chart's year", () => {
    const octoberFirst = day(10, 1);
    const form = {
      ...newThresholdForm(octoberFirst),
      name: 'Rule curve',
      isStepped: true,
      steps: [
        { day: octoberFirst, value: '2230' },
        { day: day(4, 1), value: '2240' },
      ],
    };
    const checked = checkThresholdForm(form, LOCATION, octoberFirst);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.data.steps).toHaveLength(365);
    const bounds = resolveThreshold(checked.data).lower;
    expect(bounds[0]).toBe(2230); // Jan 1 still follows the Oct 1 step
    expect(bounds[day(4, 1) - 1]).toBe(2240);
    expect(bounds[day(9, 30) - 1]).toBe(2240);
    expect(bounds[octoberFirst - 1]).toBe(2230);
  });

  it('names the problem of stepped bounds: no value, a wrong value, a day twice, lower above upper', () => {
    const stepped = { isStepped: true };
    expect(checkThresholdForm(aForm({ ...stepped, steps: [{ day: JAN_1, value: '' }] }), LOCATION, JAN_1)).toEqual({
      ok: false,
      errors: { steps: 'Give at least one day a value.' },
    });
    expect(
      checkThresholdForm(
        aForm({
          ...stepped,
          steps: [
            { day: JAN_1, value: '1' },
            { day: day(3, 1), value: 'e' },
          ],
        }),
        LOCATION,
        JAN_1,
      ),
    ).toEqual({
      ok: false,
      errors: { steps: 'From Mar 1: enter a number, or leave it empty for no bound.' },
    });
    expect(
      checkThresholdForm(
        aForm({
          ...stepped,
          steps: [
            { day: JAN_1, value: '1' },
            { day: JAN_1, value: '2' },
          ],
        }),
        LOCATION,
        JAN_1,
      ),
    ).toEqual({ ok: false, errors: { steps: 'Jan 1 is given twice.' } });
    const crossing = aForm({
      ...stepped,
      isRange: true,
      steps: [
        { day: JAN_1, value: '10' },
        { day: day(3, 3), value: '4' },
      ],
      stepsLower: [{ day: JAN_1, value: '5' }],
    });
    expect(checkThresholdForm(crossing, LOCATION, JAN_1)).toEqual({
      ok: false,
      errors: { stepsLower: 'The lower steps are above the upper steps on Mar 3.' },
    });
  });

  it('opens a saved threshold as it was saved, and saves it back unchanged', () => {
    const windowed = aWindowedRange();
    const form = thresholdFormOf(windowed, JAN_1);
    expect(form).toMatchObject({
      name: 'Winter band',
      isRange: true,
      upperRange: '2240',
      lowerRange: '2200',
      fill: true,
      opacity: '0.35',
      isWindow: true,
      startWindow: 335,
      endWindow: 59,
      pattern: 'dash',
    });
    const again = checkThresholdForm(form, windowed.location, JAN_1);
    expect(again.ok && resolveThreshold(again.data)).toEqual(resolveThreshold(windowed));

    const stepped = aSteppedThreshold();
    const octoberFirst = day(10, 1);
    const steppedForm = thresholdFormOf(stepped, octoberFirst);
    expect(steppedForm.steps[0]?.day).toBe(octoberFirst);
    const saved = checkThresholdForm(steppedForm, stepped.location, octoberFirst);
    expect(saved.ok && Array.from(resolveThreshold(saved.data).lower)).toEqual(
      Array.from(resolveThreshold(stepped).lower),
    );
  });
});
