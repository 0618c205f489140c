// Reading and filling parts of pages that several features share.
import type { Locator, Page } from '@playwright/test';

/** Picks a day in a month-and-day picker (components/forms/DayPicker) whose legend starts with `legend`. */
export async function pickDay(scope: Page | Locator, legend: string, month: number, day: number): Promise<void> {
  const picker = scope.getByRole('group', { name: new RegExp(`^${legend}`) });
  await picker.getByLabel('Month', { exact: true }).selectOption(String(month));
  await picker.getByLabel('Day', { exact: true }).selectOption(String(day));
}

/** A table's column headings and its rows of cell texts. */
export async function readTable(
  scope: Page | Locator,
  name: string,
): Promise<{ headings: string[]; rows: string[][] }> {
  return scope.getByRole('table', { name, exact: true }).evaluate((table) => ({
    headings: [...table.querySelectorAll('thead th')].map((cell) => (cell.textContent ?? '').trim()),
    rows: [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()),
    ),
  }));
}
