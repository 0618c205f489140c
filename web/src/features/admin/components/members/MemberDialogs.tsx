import type { ProjectRole } from '@waterline/domain/projects/roles';
import { useState, type FormEvent } from 'react';
import { Dialog, ErrorBar, TextField, FormActions } from '../../../../components/ui/index.ts';
import { describeRequestError } from '../../../../lib/api-error.ts';
import type { AdminProject, Member } from '../../types.ts';
import { useAddMemberMutation, useEditMemberMutation } from '../../api.ts';
import { RoleSelect } from './RoleSelect.tsx';

const SOMETHING_WENT_WRONG = 'Something went wrong';

type AddMemberDialogProps = { project: AdminProject; open: boolean; onClose: () => void; onAdded: () => void };

/** Adds a registered user to the project by email; the server's refusal is shown in the dialog. */
export function AddMemberDialog({ open, onClose, ...rest }: AddMemberDialogProps) {
  return (
    <Dialog open={open} title="Add Member" onClose={onClose}>
      <AddMemberForm onClose={onClose} {...rest} />
    </Dialog>
  );
}

function AddMemberForm({ project, onClose, onAdded }: Omit<AddMemberDialogProps, 'open'>) {
  const [addMember, { isLoading }] = useAddMemberMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ProjectRole>(2);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return;
    setError(null);
    const result = await addMember({
      projectKey: project.project_key,
      project_id: project.id,
      email: email.trim(),
      role,
    });
    if (result.error) {
      setError(describeRequestError(result.error).message ?? SOMETHING_WENT_WRONG);
      return;
    }
    onAdded();
    onClose();
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ErrorBar message={error} />
      <p className="form__intro">The person must already have an account.</p>
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoComplete="off"
      />
      <RoleSelect value={role} onChange={setRole} />
      <FormActions onCancel={onClose} submit="Add" busy={isLoading} disabled={email.trim() === ''} />
    </form>
  );
}

type EditMemberDialogProps = { project: AdminProject; member: Member | null; onClose: () => void; onSaved: () => void };

/** Changes one member's role. */
export function EditMemberDialog({ member, onClose, ...rest }: EditMemberDialogProps) {
  return (
    <Dialog open={member !== null} title="Edit Member" onClose={onClose}>
      {member && <EditMemberForm member={member} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

function EditMemberForm({ project, member, onClose, onSaved }: EditMemberDialogProps & { member: Member }) {
  const [editMember, { isLoading }] = useEditMemberMutation();
  const [role, setRole] = useState<ProjectRole>(member.role);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await editMember({
      projectKey: project.project_key,
      project_id: project.id,
      user_id: member.id,
      role,
    });
    if (result.error) {
      setError(describeRequestError(result.error).message ?? SOMETHING_WENT_WRONG);
      return;
    }
    onSaved();
    onClose();
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ErrorBar message={error} />
      <p className="form__intro">
        {member.first} {member.last} ({member.email})
      </p>
      <RoleSelect value={role} onChange={setRole} />
      <FormActions onCancel={onClose} submit="Save" busy={isLoading} />
    </form>
  );
}
