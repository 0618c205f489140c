import { blobKey, type CommandOrigin, updateProject, type Waterline } from '@waterline/api';

/** The demo's (made-up) Pine River, Lake Alder and Cedar Creek, in eastern Montana, as one GeoJSON layer: a lake polygon and two river lines. */
const DEMO_LAYER = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Lake Alder' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-106.62, 47.68],
            [-106.48, 47.66],
            [-106.38, 47.7],
            [-106.42, 47.76],
            [-106.56, 47.77],
            [-106.62, 47.68],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Pine River' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-106.38, 47.7],
          [-106.2, 47.64],
          [-106.02, 47.61],
          [-105.84, 47.55],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Cedar Creek' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-106.3, 47.42],
          [-106.14, 47.5],
          [-106.05, 47.6],
        ],
      },
    },
  ],
};
const LAYER_FILE = 'pine-river.geojson';

/** Gives the demo project a map: opening over the river, a marker at each location of its data, and the river layer. */
export async function seedDemoMap(
  waterline: Waterline,
  admin: CommandOrigin,
  projectKey: string,
  projectId: string,
): Promise<void> {
  const url = blobKey(projectKey, 'layers', LAYER_FILE);
  await waterline.blobs.put(url, Buffer.from(JSON.stringify(DEMO_LAYER)), { contentType: 'application/geo+json' });
  await updateProject(waterline.commands, admin, {
    projectId,
    data: {
      map: {
        lat: 47.62,
        lng: -106.2,
        zoom: 8.5,
        bearing: 0,
        pitch: 0,
        markers: [
          {
            key: 'pine-river-at-bend',
            name: 'Pine River at Bend',
            text: 'Gauge below the dam',
            location: 'Pine River at Bend',
            lat: 47.6405,
            lng: -106.19,
            color: '#1f77b4',
          },
          {
            key: 'cedar-creek-near-mouth',
            name: 'Cedar Creek near Mouth',
            text: 'Gauge above the confluence',
            location: 'Cedar Creek near Mouth',
            lat: 47.575,
            lng: -106.075,
            color: '#2ca02c',
          },
          {
            key: 'lake-alder',
            name: 'Lake Alder',
            text: 'Reservoir elevation',
            location: 'Lake Alder',
            lat: 47.72,
            lng: -106.5,
            color: '#d62728',
          },
        ],
        layers: [
          {
            id: 'pine-river',
            name: 'Pine River and Lake Alder',
            url,
            description: 'The demo river, its tributary and its reservoir',
          },
        ],
      },
    },
  });
}
