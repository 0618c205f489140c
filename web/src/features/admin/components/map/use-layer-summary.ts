import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { useGetLayerUrlQuery } from '../../api.ts';
import { fileNameOf } from '../../../../lib/blob-keys.ts';
import { summarizeGeoJsonText, type GeoJsonSummary } from '../../model/geo-json-kind.ts';

export type LayerSummaryState =
  { status: 'loading' } | { status: 'ok'; summary: GeoJsonSummary } | { status: 'failed'; message: string };

/** Fetches a saved layer's GeoJSON (GET /api/signedurl-map/{key}/{file}, then the URL) to tell how it is drawn. */
export function useLayerSummary(projectKey: string, layerUrl: string): LayerSummaryState {
  const fileName = fileNameOf(layerUrl);
  const signed = useGetLayerUrlQuery(fileName ? { projectKey, fileName } : skipToken);
  const [state, setState] = useState<LayerSummaryState>({ status: 'loading' });
  const url = signed.data?.url;

  useEffect(() => {
    if (!fileName || signed.isError) {
      setState({ status: 'failed', message: 'File not available' });
      return undefined;
    }
    if (!url) return undefined;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error('File not available');
        return { status: 'ok' as const, summary: summarizeGeoJsonText(await response.text()) };
      })
      .catch((error: unknown) => ({ status: 'failed' as const, message: (error as Error).message }))
      .then((result) => {
        if (!controller.signal.aborted) setState(result);
      });
    return () => controller.abort();
  }, [fileName, url, signed.isError]);

  return state;
}
