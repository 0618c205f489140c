import { useState } from 'react';
import { useAppDispatch } from '../../../state/store.ts';
import { useChangesSavedToast } from '../../../components/ui/index.ts';
import { describeRequestError } from '../../../lib/api-error.ts';
import { adminApi, useUpdateProjectMutation } from '../api.ts';
import { UNABLE_TO_SAVE } from '../messages.ts';
import type { AdminProject, ProjectData } from '../types.ts';

/** What one save changes; the rest of the project is sent as it is. */
export type ProjectChanges = {
  data?: Partial<ProjectData>;
  public?: boolean;
  /** A new access code to set, null to remove the current one; left out it stays as it is. */
  accessCode?: string | null;
};

/**
 * Saves the whole project with some changes (PUT /api/project/{key}/{id}/update). Shows
 * 'Changes saved' on success; on failure keeps the server's message for an error bar.
 * The cached project takes the changes at once, so an action right after a save starts from
 * them rather than from the answer still on its way; a refused save puts the cache back.
 */
export function useProjectSave(project: AdminProject) {
  const dispatch = useAppDispatch();
  const [updateProject, { isLoading: saving }] = useUpdateProjectMutation();
  const showChangesSaved = useChangesSavedToast();
  const [error, setError] = useState<string | null>(null);

  const save = async (changes: ProjectChanges): Promise<boolean> => {
    setError(null);
    const next: AdminProject = {
      ...project,
      public: changes.public ?? project.public,
      hasAccessCode: changes.accessCode === undefined ? project.hasAccessCode : changes.accessCode !== null,
      data: { ...project.data, ...changes.data },
    };
    const optimistic = dispatch(
      adminApi.util.updateQueryData('getAdminProject', project.project_key, (answer) => {
        answer.data = next;
      }),
    );
    const result = await updateProject({
      id: project.id,
      project_key: project.project_key,
      public: next.public,
      data: next.data,
      ...(changes.accessCode !== undefined && { access_code: changes.accessCode }),
    });
    if (result.error) {
      optimistic.undo();
      setError(describeRequestError(result.error).message ?? UNABLE_TO_SAVE);
      return false;
    }
    showChangesSaved();
    return true;
  };

  return { save, saving, error, clearError: () => setError(null) };
}
