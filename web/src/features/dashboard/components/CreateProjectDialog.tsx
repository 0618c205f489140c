import { normalizeProjectKey, projectKeyProblem } from '@waterline/domain/projects/project-key';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { selectToken } from '../../../state/session.ts';
import { useAppSelector } from '../../../state/store.ts';
import { Dialog, ErrorBar, TextField, FormActions } from '../../../components/ui/index.ts';
import { describeRequestError } from '../../../lib/api-error.ts';
import { newProjectRequest, useCreateProjectMutation } from '../api.ts';

export const PLEASE_SIGN_IN = 'Please Sign in';
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const PROJECT_KEY_HINT = 'Must be unique, all lowercase, no spaces';

export function CreateProjectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const token = useAppSelector(selectToken);
  const navigate = useNavigate();
  const [createProject, { isLoading }] = useCreateProjectMutation();
  const [title, setTitle] = useState('');
  const [projectKey, setProjectKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const keyProblem = projectKey === '' ? null : projectKeyProblem(projectKey);
  const canCreate = title.trim() !== '' && projectKey !== '' && keyProblem === null;

  const close = () => {
    setTitle('');
    setProjectKey('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canCreate) return;
    if (!token) {
      setError(PLEASE_SIGN_IN);
      return;
    }
    setError(null);
    const result = await createProject(newProjectRequest(title.trim(), projectKey));
    if (result.error) {
      const failure = describeRequestError(result.error);
      setError(failure.status === 401 ? PLEASE_SIGN_IN : (failure.message ?? SOMETHING_WENT_WRONG));
      return;
    }
    navigate(paths.project.admin.getHref(result.data.project_key || projectKey));
  };

  return (
    <Dialog open={open} title="Create Project" onClose={close}>
      <form className="form" onSubmit={submit} noValidate>
        <ErrorBar message={error} />
        <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} autoComplete="off" />
        <TextField
          label="Project Key"
          hint={PROJECT_KEY_HINT}
          error={keyProblem}
          value={projectKey}
          onChange={(e) => setProjectKey(normalizeProjectKey(e.target.value))}
          autoComplete="off"
          spellCheck={false}
        />
        <FormActions onCancel={close} submit="Create" busy={isLoading} disabled={!canCreate} />
      </form>
    </Dialog>
  );
}
