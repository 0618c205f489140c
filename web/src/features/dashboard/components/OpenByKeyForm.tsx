import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { Button, TextField } from '../../../components/ui/index.ts';

/** A project key field whose Open button goes to that project (disabled while empty). */
export function OpenByKeyForm({ label, buttonLabel }: { label: string; buttonLabel: string }) {
  const navigate = useNavigate();
  const [projectKey, setProjectKey] = useState('');
  const key = projectKey.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (key) navigate(paths.project.getHref(key));
  };

  return (
    <form className="open-by-key" onSubmit={submit}>
      <TextField
        label={label}
        value={projectKey}
        onChange={(e) => setProjectKey(e.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <Button type="submit" disabled={!key}>
        {buttonLabel}
      </Button>
    </form>
  );
}
