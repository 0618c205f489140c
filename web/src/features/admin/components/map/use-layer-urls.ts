import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../../state/store.ts';
import { adminApi } from '../../api.ts';
import { fileNameOf } from '../../../../lib/blob-keys.ts';
import type { Layer } from '../../types.ts';

/** The signed download URL of each layer's GeoJSON (GET /api/signedurl-map/{key}/{file}), by the layer's stored key; a layer whose URL cannot be had is left out. */
export function useLayerUrls(projectKey: string, layers: readonly Layer[]): Readonly<Record<string, string>> {
  const dispatch = useAppDispatch();
  const [urls, setUrls] = useState<Record<string, string>>({});
  const keys = layers.map((layer) => layer.url).join('\n');

  useEffect(() => {
    const requests = keys
      .split('\n')
      .filter((key) => fileNameOf(key) !== '')
      .map((key) => {
        const request = dispatch(adminApi.endpoints.getLayerUrl.initiate({ projectKey, fileName: fileNameOf(key) }));
        request
          .unwrap()
          .then((answer) => setUrls((current) => ({ ...current, [key]: answer.url })))
          .catch(() => undefined);
        return request;
      });
    return () => requests.forEach((request) => request.unsubscribe());
  }, [dispatch, projectKey, keys]);

  return urls;
}
