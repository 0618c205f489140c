import type { Alternative } from '@waterline/domain/projects/configuration';
import { projectGate } from '@waterline/domain/projects/access-gate';
import { normalizeProjectKey } from '@waterline/domain/projects/project-key';
import type { Sql } from '@waterline/read-models/db/sql';
import { findProjectByKey, findProjectVersionByKey, type ProjectRecord } from '@waterline/read-models/projects/queries';
import { serialiseAnswer, type SerialisedAnswer } from '../http/caching.ts';
import { SharedReads } from '../http/shared-reads.ts';
import { openProjectAnswer } from './project-view.ts';

/** A project as an anonymous visitor finds it. */
export interface VisitorView {
  project: ProjectRecord | null;
  /** Its answer to GET /api/project/{key} when it opens to anyone (public, no access code); null otherwise. */
  openAnswer: SerialisedAnswer | null;
}

/**
 * What anonymous visitors see of each project, read for a crowd at once (SharedReads): every request that asks while a
 * read runs shares the next read of the database, so a crowd costs one query per query's duration, never an answer
 * older than the request, in one process or several. That query asks only for the row's id and stream version (every
 * change of the project moves it): the whole row is read, and its answer made, only when they changed. Only what is
 * the same for every anonymous visitor is here.
 */
export class VisitorViews {
  private readonly reads = new SharedReads<VisitorView>();
  /** The last view made of each project, with the row (id and version) it was made of. */
  private readonly kept = new Map<string, { id: string; version: number; view: VisitorView }>();

  constructor(private readonly sql: Sql) {}

  view(projectKey: string): Promise<VisitorView> {
    const key = normalizeProjectKey(projectKey);
    return this.reads.read(key, async () => {
      const row = await findProjectVersionByKey(this.sql, key);
      const kept = this.kept.get(key);
      if (row !== null && kept?.id === row.id && kept.version === row.version) return kept.view;
      const project = await findProjectByKey(this.sql, key);
      const view = { project, openAnswer: project && opensToAnyone(project) ? openAnswerOf(project) : null };
      if (project === null) this.kept.delete(key);
      else this.kept.set(key, { id: project.id, version: project.version, view });
      return view;
    });
  }

  /** Whether anyone may read the project without signing in or an access code: its answers may then be shared. */
  async opensToAnyone(projectKey: string): Promise<boolean> {
    return (await this.view(projectKey)).openAnswer !== null;
  }

  /** The alternatives of a project that opens to anyone (what every anonymous visitor may read); null for any other. */
  async alternativesOpenToAnyone(projectKey: string): Promise<Alternative[] | null> {
    const { project, openAnswer } = await this.view(projectKey);
    return project !== null && openAnswer !== null ? project.configuration.alternatives : null;
  }

  /** The alternatives of the project's configuration; none for an unknown project. */
  async alternativesOf(projectKey: string): Promise<Alternative[]> {
    return (await this.view(projectKey)).project?.configuration.alternatives ?? [];
  }
}

function openAnswerOf(project: ProjectRecord): SerialisedAnswer {
  return serialiseAnswer(openProjectAnswer(project, null));
}

function opensToAnyone(project: ProjectRecord): boolean {
  const gate = projectGate({
    isPublic: project.configuration.public,
    hasAccessCode: project.configuration.accessCodeHash !== null,
    role: null,
    holdsAccessToken: false,
  });
  return gate === 'open';
}
