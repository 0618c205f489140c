import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { YEAR_INPUT_DEBOUNCE_MS, YearPicker } from './YearPicker.tsx';

const YEARS = [2001, 2002, 2003, 2005];

/** The picker as a chart holds it: the picked years are the chart's, shown beside the picker. */
function PickerOnChart({ allowMultiple = false }: { allowMultiple?: boolean }) {
  const [selected, setSelected] = useState<number[]>([2003]);
  return (
    <>
      <YearPicker
        years={YEARS}
        selected={selected}
        onChange={setSelected}
        allowMultiple={allowMultiple}
        label={allowMultiple ? 'Years' : 'Year'}
      />
      <output aria-label="Chart years">{selected.join(' ')}</output>
    </>
  );
}

const chartYears = () => screen.getByRole('status', { name: 'Chart years' });

describe('the year picker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('steps through the years with data and stops at either end', async () => {
    const { user } = renderWithProviders(<PickerOnChart />, { userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    expect(chartYears()).toHaveTextContent('2005');
    expect(screen.getByRole('button', { name: 'Next year' })).toBeDisabled();
    for (let step = 0; step < 3; step++) await user.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(chartYears()).toHaveTextContent('2001');
    expect(screen.getByRole('button', { name: 'Previous year' })).toBeDisabled();
  });

  it('takes a typed year only once typing stops, and never one without data', async () => {
    const { user } = renderWithProviders(<PickerOnChart />, { userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await user.click(screen.getByRole('button', { name: 'Year' }));
    const popup = screen.getByRole('dialog', { name: 'Choose year' });
    const field = within(popup).getByRole('spinbutton');

    await user.clear(field);
    await user.type(field, '2004');
    expect(within(popup).getByText('Enter a year from 2001 to 2005 that has data.')).toBeVisible();
    // However long one waits, a year without data never reaches the chart.
    await act(() => vi.advanceTimersByTimeAsync(10 * YEAR_INPUT_DEBOUNCE_MS));
    expect(chartYears()).toHaveTextContent('2003');

    await user.clear(field);
    await user.type(field, '2002');
    await act(() => vi.advanceTimersByTimeAsync(YEAR_INPUT_DEBOUNCE_MS - 1));
    expect(chartYears()).toHaveTextContent('2003');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(chartYears()).toHaveTextContent('2002');
    expect(screen.getByRole('button', { name: 'Year' })).toHaveTextContent('2002');
  });

  it('in several-years mode a click adds or removes a year and a double-click keeps only that one', async () => {
    const { user } = renderWithProviders(<PickerOnChart allowMultiple />, {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await user.click(screen.getByRole('button', { name: 'Years' }));
    const popup = screen.getByRole('dialog', { name: 'Choose years' });
    await user.click(within(popup).getByLabelText('Several years'));
    await user.click(within(popup).getByRole('button', { name: '2001' }));
    expect(chartYears()).toHaveTextContent('2003 2001');
    expect(screen.getByRole('button', { name: 'Years' })).toHaveTextContent('2001, 2003');
    await user.click(within(popup).getByRole('button', { name: '2003' }));
    expect(chartYears()).toHaveTextContent(/^2001$/);
    await user.dblClick(within(popup).getByRole('button', { name: '2005' }));
    expect(chartYears()).toHaveTextContent(/^2005$/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
