import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render-with-providers.tsx';
import { CsvGrid } from './CsvGrid.tsx';

const table = {
  fields: ['Date', 'Pine River at Bend:cfs', 'Cedar Creek near Mouth:cfs', 'A'.repeat(80)],
  rows: [['1975-06-01', '1200', '340', '1']],
};

function renderGrid() {
  return renderWithProviders(<CsvGrid table={table} edited={new Set()} onEdit={() => undefined} scrollTarget={null} />);
}

describe('the data grid', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("names each column by its heading's full text, which its tooltip shows too", () => {
    renderGrid();
    for (const field of table.fields) {
      expect(screen.getByRole('columnheader', { name: field })).toHaveAttribute('title', field);
    }
    expect(screen.getByRole('textbox', { name: 'Cedar Creek near Mouth:cfs, row 1' })).toHaveValue('340');
  });

  it('widens a column to its whole heading, up to a bound', () => {
    // As a browser measures a heading drawn in one line: 9 px a character.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return (this.textContent ?? '').length * 9;
    });
    renderGrid();
    expect(screen.getAllByRole('row')[0]).toHaveStyle({ gridTemplateColumns: '72px 170px 199px 235px 480px' });
    expect(screen.getAllByRole('row')[1]).toHaveStyle({ gridTemplateColumns: '72px 170px 199px 235px 480px' });
  });
});
