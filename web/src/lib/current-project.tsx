import { createContext, useContext } from 'react';
import type { Project, ProjectRole } from './api-types.ts';

/** The project open in the project shell, once the access gate has let the visitor in. */
export type CurrentProject = {
  projectKey: string;
  project: Project;
  /** The signed-in user's role in this project; null for visitors and non-members. */
  role: ProjectRole | null;
};

const CurrentProjectContext = createContext<CurrentProject | null>(null);

export const CurrentProjectProvider = CurrentProjectContext.Provider;

/** The open project; only for screens rendered inside the project shell. */
export function useCurrentProject(): CurrentProject {
  const current = useContext(CurrentProjectContext);
  if (!current) throw new Error('useCurrentProject must be used inside the project shell');
  return current;
}
