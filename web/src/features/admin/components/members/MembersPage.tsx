import { roleNames } from '@waterline/domain/projects/roles';
import { useState } from 'react';
import { selectCurrentUser } from '../../../../state/session.ts';
import { useAppSelector } from '../../../../state/store.ts';
import { ActionsTable, Button, ErrorBar, Spinner, useChangesSavedToast } from '../../../../components/ui/index.ts';
import { describeRequestError } from '../../../../lib/api-error.ts';
import type { AdminProject, Member } from '../../types.ts';
import { useGetMembersQuery } from '../../api.ts';
import { AdminSection } from '../AdminSection.tsx';
import { AddMemberDialog, EditMemberDialog } from './MemberDialogs.tsx';

export function MembersPage({ project }: { project: AdminProject }) {
  const user = useAppSelector(selectCurrentUser);
  const showChangesSaved = useChangesSavedToast();
  const { data, error, isLoading } = useGetMembersQuery({ projectKey: project.project_key, projectId: project.id });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Member | null>(null);
  const members = data?.users ?? [];

  return (
    <AdminSection
      title="Members"
      intro="Admins configure the project; collaborators and read-only members can open it when it is not public."
      actions={<Button onClick={() => setAdding(true)}>Add Member</Button>}
    >
      {isLoading && <Spinner size="large" label="Loading members" />}
      {error && <ErrorBar message={describeRequestError(error).message ?? 'Unable to load the members'} />}
      {data && (
        <div className="card admin-table-card">
          <ActionsTable
            className="admin-table"
            headers={
              <>
                <th scope="col">First</th>
                <th scope="col">Last</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
              </>
            }
          >
            {members.map((member) => {
              const isSelf = user !== null && String(user.id) === String(member.id);
              return (
                <tr key={member.id}>
                  <td>{member.first}</td>
                  <td>{member.last}</td>
                  <td>{member.email}</td>
                  <td>
                    <span className={`role-badge role-badge--${member.role}`}>{roleNames[member.role]}</span>
                  </td>
                  <td className="admin-table__actions">
                    <Button
                      variant="secondary"
                      aria-label={`Edit ${member.email}`}
                      title={isSelf ? 'You cannot change your own role' : undefined}
                      disabled={isSelf}
                      onClick={() => setEditing(member)}
                    >
                      Edit
                    </Button>
                  </td>
                </tr>
              );
            })}
          </ActionsTable>
        </div>
      )}
      <AddMemberDialog project={project} open={adding} onClose={() => setAdding(false)} onAdded={showChangesSaved} />
      <EditMemberDialog
        project={project}
        member={editing}
        onClose={() => setEditing(null)}
        onSaved={showChangesSaved}
      />
    </AdminSection>
  );
}
