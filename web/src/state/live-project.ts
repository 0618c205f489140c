import { useEffect } from 'react';
import { EventSource } from 'eventsource';
import { endpointPath } from '@waterline/contract/api-path';
import type { LiveEvents } from '@waterline/contract/live';
import { projectDataHeaders } from '../lib/project-access.ts';
import { api } from './api.ts';
import { selectToken } from './session.ts';
import { useAppDispatch, useAppSelector } from './store.ts';

type Tag = Parameters<typeof api.util.invalidateTags>[0][number];

const surveyTags = (projectKey: string): Tag[] => [
  { type: 'Markers', id: projectKey },
  { type: 'History', id: projectKey },
];

/**
 * What each message of the live stream makes stale: the project (its alternatives and their manifests, its default
 * chart) and its history, its thresholds, its measures, its survey responses. A refetch changes only what changed:
 * the visitor's own chart choices are kept by the pages that hold them.
 */
const staleAfter: { [Name in keyof LiveEvents]: (data: LiveEvents[Name], projectKey: string) => Tag[] } = {
  'project changed': ({ parts }, projectKey) =>
    parts.flatMap((part): Tag[] => {
      switch (part) {
        case 'project':
          return [
            { type: 'Project', id: projectKey },
            { type: 'History', id: projectKey },
            { type: 'Members', id: projectKey },
          ];
        case 'thresholds':
          return [{ type: 'Thresholds', id: projectKey }];
        case 'performance-measures':
          return [{ type: 'PMs', id: projectKey }];
        case 'survey':
          return surveyTags(projectKey);
      }
    }),
  'survey response added': (_data, projectKey) => surveyTags(projectKey),
  'survey response changed': (_data, projectKey) => surveyTags(projectKey),
};

/**
 * Follows the project's live stream (GET /api/live/{project_key}) while the project is open: each message refetches
 * what it changed. The stream carries the sign-in and remember-me tokens as headers (an EventSource over fetch), and
 * after a lost connection it reconnects with the last id it had, so the server tells it what it missed.
 */
export function useLiveProject(projectKey: string): void {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const source = new EventSource(endpointPath('liveProject', { project_key: projectKey }), {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init.headers, ...projectDataHeaders(token, projectKey) } }),
    });
    for (const name of Object.keys(staleAfter) as (keyof LiveEvents)[]) {
      source.addEventListener(name, (message) => {
        const tags = staleAfter[name](JSON.parse(message.data) as never, projectKey);
        dispatch(api.util.invalidateTags(tags));
      });
    }
    return () => source.close();
  }, [projectKey, token, dispatch]);
}
