import { useEffect, useState } from 'react';
import { apiPath } from '@waterline/contract/api-path';
import type { MapLayer } from '../../../components/maps/index.ts';
import { projectAccessHeaders } from '../../../lib/project-access.ts';
import { fileNameOf } from '../../../lib/blob-keys.ts';

/** The project's GIS layers for the map: each one's signed URL (GET /api/signedurl-map/{key}/{file}), which MapLibre fetches; a layer whose file is gone is left out. */
export function useProjectLayers(projectKey: string, layers: readonly { id: string; url: string }[]): MapLayer[] {
  const [drawn, setDrawn] = useState<MapLayer[]>([]);
  // Each layer's id and file name: the effect runs again only when these change.
  const files = JSON.stringify(layers.map((layer) => [layer.id, fileNameOf(layer.url)]));
  useEffect(() => {
    const controller = new AbortController();
    const signed = (JSON.parse(files) as [string, string][]).map(async ([id, file]): Promise<MapLayer | null> => {
      const answer = await fetch(
        apiPath('/api/signedurl-map/{project_key}/{filename}', { project_key: projectKey, filename: file }),
        {
          headers: projectAccessHeaders(projectKey),
          signal: controller.signal,
        },
      );
      if (!answer.ok) return null;
      const { url } = (await answer.json()) as { url: string };
      return { id, data: new URL(url, window.location.href).href, visible: true };
    });
    void Promise.all(signed)
      .then((found) => {
        if (!controller.signal.aborted) setDrawn(found.filter((layer): layer is MapLayer => layer !== null));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [projectKey, files]);
  return drawn;
}
