import { roleNames, type ProjectRole } from '@waterline/domain/projects/roles';
import { Select } from '../../../../components/ui/index.ts';

export const roleOptions = (Object.keys(roleNames) as `${ProjectRole}`[]).map((role) => ({
  value: role,
  label: roleNames[Number(role) as ProjectRole],
}));

/** The three assignable project roles: 1 Admin, 2 Collaborator, 3 Read Only. */
export function RoleSelect({ value, onChange }: { value: ProjectRole; onChange: (role: ProjectRole) => void }) {
  return (
    <Select
      label="Role"
      options={roleOptions}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value) as ProjectRole)}
    />
  );
}
