import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { useAppDispatch } from '../../../state/store.ts';
import { CenteredCard } from '../../../components/layout/CenteredCard.tsx';
import { Button, Checkbox, ErrorBar, TextField } from '../../../components/ui/index.ts';
import { describeRequestError } from '../../../lib/api-error.ts';
import { UNABLE_TO_PROCESS } from '../../../lib/messages.ts';
import { storeProjectAccessToken } from '../../../lib/project-access.ts';
import { projectApi, useUnlockProjectMutation } from '../api.ts';

export const PRIVATE_PROJECT_PROMPT = 'This is a private project. Please enter the access code';
export const PLEASE_ENTER_ACCESS_CODE = 'Please enter access code';
export const INVALID_ACCESS_CODE = 'Invalid access code';

export function AccessCodePrompt({ projectKey }: { projectKey: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [unlock, { isLoading }] = useUnlockProjectMutation();
  const [accessCode, setAccessCode] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (accessCode === '') {
      setProblem(PLEASE_ENTER_ACCESS_CODE);
      return;
    }
    setProblem(null);
    const result = await unlock({ projectKey, accessCode, rememberMe });
    if (result.error) {
      setAccessCode('');
      setProblem(describeRequestError(result.error).refused ? INVALID_ACCESS_CODE : UNABLE_TO_PROCESS);
      return;
    }
    const { rememberMeToken, accessToken } = result.data;
    if (rememberMe && rememberMeToken) storeProjectAccessToken(projectKey, rememberMeToken, true);
    else if (accessToken) storeProjectAccessToken(projectKey, accessToken, false);
    dispatch(projectApi.util.upsertQueryData('getProject', projectKey, result.data));
  };

  return (
    <CenteredCard title="Private project">
      <form className="form" onSubmit={submit} noValidate>
        <p className="form__intro">{PRIVATE_PROJECT_PROMPT}</p>
        <ErrorBar message={problem} />
        <TextField
          label="Access code"
          type="password"
          autoComplete="off"
          value={accessCode}
          onChange={(e) => setAccessCode(e.target.value)}
          autoFocus
        />
        <Checkbox
          label="Remember me on this device"
          checked={rememberMe}
          onChange={(e) => setRememberMe(e.target.checked)}
        />
        <div className="button-row">
          <Button variant="secondary" onClick={() => navigate(paths.home.getHref())}>
            Back
          </Button>
          <Button type="submit" busy={isLoading}>
            Submit
          </Button>
        </div>
      </form>
    </CenteredCard>
  );
}
