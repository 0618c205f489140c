import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useLiveProject } from '../../../state/live-project.ts';
import { selectCurrentUser } from '../../../state/session.ts';
import { useAppSelector } from '../../../state/store.ts';
import { TopBar } from '../../../components/layout/TopBar.tsx';
import type { Project } from '../../../lib/api-types.ts';
import { CurrentProjectProvider, type CurrentProject } from '../../../lib/current-project.tsx';
import { displayTitle } from '../../../lib/project-title.ts';
import { useGetProjectRoleQuery } from '../api.ts';
import { shellLinks } from '../model/navigation.ts';

export function ProjectShell({ projectKey, project }: { projectKey: string; project: Project }) {
  const user = useAppSelector(selectCurrentUser);
  // Role errors are swallowed (docs/product-guide.md#messages): the visitor then simply has no role.
  const { data: roleAnswer } = useGetProjectRoleQuery(user ? { projectKey, userId: user.id } : skipToken);
  const role = (user && roleAnswer?.role) || null;
  const current = useMemo<CurrentProject>(() => ({ projectKey, project, role }), [projectKey, project, role]);
  const links = shellLinks(projectKey, project.data, role);
  // One stream per open project page: what others change shows here without a reload.
  useLiveProject(projectKey);

  return (
    <CurrentProjectProvider value={current}>
      <TopBar title={<span className="project-title">{displayTitle(project.data.title)}</span>}>
        <nav aria-label="Project" className="project-nav">
          {links.map((link) => (
            <NavLink key={link.label} to={link.href} end={link.exact} className="project-nav__link">
              {link.label}
            </NavLink>
          ))}
        </nav>
      </TopBar>
      <div className="project-content">
        <Outlet />
      </div>
    </CurrentProjectProvider>
  );
}
