// The deck.gl side of the '3d' view; loaded on first use so the Charts page does not carry deck.gl.
import { Deck, OrbitView, type OrbitViewState } from '@deck.gl/core';
import { LineLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { DimensionAxis } from '../../state/chart-state.ts';
import type { DimensionModel, DimensionPoint, Triple } from './points.ts';
import {
  CUBE,
  pointPosition,
  sceneFrame,
  yearPath,
  type PathSegment,
  type SceneLabel,
  type SceneLine,
} from './scene-geometry.ts';

/** Ids of the layers; the browser tests read the points layers' data by these. */
export const LAYER_IDS = {
  yearPoints: 'year-points',
  nearPoints: 'near-points',
  path: 'year-path',
  frame: 'frame',
  labels: 'labels',
} as const;

type Rgba = [number, number, number, number];

const WHITE: Rgba = [255, 255, 255, 255];
const INK: Rgba = [23, 33, 43, 255];
const CUBE_EDGE: Rgba = [154, 165, 177, 160];
const BOX_EDGE: Rgba = [180, 35, 24, 220];
const NEAR: Rgba = [95, 110, 125, 110];

/** The chosen year is drawn over the other years' points wherever they are in depth. */
const ON_TOP = { depthCompare: 'always' } as const;

/** '#rrggbb' as RGBA. */
export function rgba(hex: string, alpha = 255): Rgba {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255, alpha];
}

/** The camera a chart opens with: seen from above one corner, aimed a little low so the labels under the cube stay in view. */
export const INITIAL_VIEW: OrbitViewState = {
  target: [CUBE / 2, CUBE / 2, CUBE * 0.35],
  zoom: 1,
  rotationOrbit: -35,
  rotationX: 25,
  minZoom: -1,
  maxZoom: 5,
};

export interface SceneInput {
  model: DimensionModel;
  axes: Triple<Pick<DimensionAxis, 'min' | 'max'>>;
  titles: Triple<string>;
  yearColor: string;
  fontSize: number;
}

/** The layers of the '3d' view: the frame and labels, other years' days near the chosen year, and the chosen year's points and path. */
export function dimensionLayers({ model, axes, titles, yearColor, fontSize }: SceneInput) {
  const frame = sceneFrame(model.ranges, axes, titles);
  const color = rgba(yearColor);
  return [
    new LineLayer<SceneLine>({
      id: LAYER_IDS.frame,
      data: frame.lines,
      getSourcePosition: (line) => line.from,
      getTargetPosition: (line) => line.to,
      getColor: (line) => (line.kind === 'box' ? BOX_EDGE : CUBE_EDGE),
      getWidth: (line) => (line.kind === 'box' ? 2 : 1),
      widthUnits: 'pixels',
    }),
    new TextLayer<SceneLabel>({
      id: LAYER_IDS.labels,
      data: frame.labels,
      characterSet: 'auto',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      getText: (label) => label.text,
      getPosition: (label) => label.position,
      getSize: (label) => (label.kind === 'title' ? fontSize + 1 : fontSize - 2),
      getColor: INK,
      fontWeight: 500,
      updateTriggers: { getSize: fontSize },
    }),
    new ScatterplotLayer<DimensionPoint>({
      id: LAYER_IDS.nearPoints,
      data: model.nearPoints,
      getPosition: pointPosition,
      getFillColor: NEAR,
      getRadius: 2,
      radiusUnits: 'pixels',
      billboard: true,
      pickable: true,
    }),
    new LineLayer<PathSegment>({
      id: LAYER_IDS.path,
      data: yearPath(model.yearPoints),
      getSourcePosition: (segment) => segment.from,
      getTargetPosition: (segment) => segment.to,
      getColor: [...color.slice(0, 3), 160] as Rgba,
      getWidth: 1.5,
      widthUnits: 'pixels',
      parameters: ON_TOP,
    }),
    new ScatterplotLayer<DimensionPoint>({
      id: LAYER_IDS.yearPoints,
      data: model.yearPoints,
      getPosition: pointPosition,
      getFillColor: color,
      getLineColor: WHITE,
      stroked: true,
      lineWidthMinPixels: 0.5,
      getRadius: 4,
      radiusUnits: 'pixels',
      billboard: true,
      pickable: true,
      parameters: ON_TOP,
    }),
  ];
}

/** A deck drawing into `canvas` with a camera turned by dragging, and `reset` to bring it back; white behind, for the PNG export. */
export function createDimensionDeck(
  canvas: HTMLCanvasElement,
  handlers: { onRendered: () => void; onError: (error: Error) => void; tooltip: (point: DimensionPoint) => string },
) {
  const deck: Deck<OrbitView> = new Deck<OrbitView>({
    canvas,
    width: '100%',
    height: '100%',
    views: new OrbitView({
      id: 'orbit',
      orbitAxis: 'Z',
      clear: true,
      clearColor: WHITE,
      controller: { scrollZoom: false, keyboard: true },
    }),
    viewState: INITIAL_VIEW,
    onViewStateChange: ({ viewState }) => deck.setProps({ viewState }),
    // The export reads the canvas after drawing, so the drawn frame must stay.
    deviceProps: { type: 'webgl', webgl: { preserveDrawingBuffer: true } },
    layers: [],
    onAfterRender: handlers.onRendered,
    onError: handlers.onError,
    getTooltip: ({ object }) => (object ? handlers.tooltip(object as DimensionPoint) : null),
  });
  return { deck, reset: () => deck.setProps({ viewState: { ...INITIAL_VIEW } }) };
}
