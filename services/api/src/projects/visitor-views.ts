import { projectGate } from '@waterline/domain/projects/access-gate';
import { normalizeProjectKey } from '@waterline/domain/projects/project-key';
import type { Sql } from '@waterline/read-models/db/sql';
import { findProjectByKey, type ProjectRecord } from '@waterline/read-models/projects/queries';
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
 * older than the request, in one process or several. Only what is the same for every anonymous visitor is here.
 */
export class VisitorViews {
  private readonly reads = new SharedReads<VisitorView>();
  /** The last answer made of each project, kept with the record it was made of: made again only when that changed. */
  private readonly answers = new Map<string, { record: string; answer: SerialisedAnswer }>();

  constructor(private readonly sql: Sql) {}

  view(projectKey: string): Promise<VisitorView> {
    const key = normalizeProjectKey(projectKey);
    return this.reads.read(key, async () => {
      const project = await findProjectByKey(this.sql, key);
      return { project, openAnswer: project && opensToAnyone(project) ? this.answerOf(project) : null };
    });
  }

  private answerOf(project: ProjectRecord): SerialisedAnswer {
    const record = JSON.stringify(project);
    const kept = this.answers.get(project.key);
    if (kept?.record === record) return kept.answer;
    const answer = serialiseAnswer(openProjectAnswer(project, null));
    this.answers.set(project.key, { record, answer });
    return answer;
  }

  /** Whether anyone may read the project without signing in or an access code: its answers may then be shared. */
  async opensToAnyone(projectKey: string): Promise<boolean> {
    return (await this.view(projectKey)).openAnswer !== null;
  }
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
