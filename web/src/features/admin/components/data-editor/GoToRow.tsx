import { useState, type FormEvent } from 'react';
import { Button, TextField } from '../../../../components/ui/index.ts';
import { findRowStartingWith, type CsvTable } from '../../model/csv-table.ts';

/** Jumps to the first row whose first column starts with the text typed, such as a date. */
export function GoToRow({ table, onFound }: { table: CsvTable; onFound: (rowIndex: number) => void }) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const row = findRowStartingWith(table, text);
    setMissing(row < 0);
    if (row >= 0) onFound(row);
  };

  return (
    <form className="data-editor__find" onSubmit={submit} role="search">
      <TextField
        label={`Go to ${table.fields[0] ?? 'row'}`}
        value={text}
        placeholder="e.g. 1975-06"
        error={missing ? 'Not found' : null}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={text.trim() === ''}>
        Go
      </Button>
    </form>
  );
}
