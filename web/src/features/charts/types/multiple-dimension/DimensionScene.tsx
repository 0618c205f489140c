import { dayLabel } from '@waterline/domain/calendar/index';
import { useEffect, useRef, useState } from 'react';
import { exposeDeckForTests } from '../../../../components/charts/test-hooks.ts';
import type { SceneInput } from './deck-scene.ts';

type DeckModule = typeof import('./deck-scene.ts');
type DimensionDeck = ReturnType<DeckModule['createDimensionDeck']>;
type DrawState = 'drawing' | 'ready' | 'error';

interface DimensionSceneProps extends SceneInput {
  label: string;
  /** Receives the canvas once drawn (for the PNG export), and null when it goes away. */
  onCanvas: (canvas: HTMLCanvasElement | null) => void;
}

/** The '3d' view: a deck.gl canvas with an orbiting camera (drag to turn, Reset view to go back). */
export function DimensionScene({ label, onCanvas, ...scene }: DimensionSceneProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [deckModule, setDeckModule] = useState<DeckModule | null>(null);
  const sceneRef = useRef<DimensionDeck | null>(null);
  const [drawState, setDrawState] = useState<DrawState>('drawing');
  const [renders, setRenders] = useState(0);
  const onCanvasRef = useRef(onCanvas);
  onCanvasRef.current = onCanvas;
  // The axis titles name the locations in the tooltip.
  const titlesRef = useRef(scene.titles);
  titlesRef.current = scene.titles;

  useEffect(() => {
    const root = rootRef.current;
    const canvas = canvasRef.current;
    if (!root || !canvas) return undefined;
    let cancelled = false;
    let created: DimensionDeck | null = null;
    import('./deck-scene.ts')
      .then((module) => {
        if (cancelled) return;
        created = module.createDimensionDeck(canvas, {
          onRendered: () => setRenders((count) => count + 1),
          onError: () => setDrawState('error'),
          tooltip: (point) =>
            [
              `${String(point.year)} ${dayLabel(point.day)}`,
              ...point.values.map(
                (value, axis) => `${titlesRef.current[axis] ?? ''}: ${value.toLocaleString('en-US')}`,
              ),
            ].join('\n'),
        });
        sceneRef.current = created;
        exposeDeckForTests(root, created.deck);
        onCanvasRef.current(canvas);
        setDeckModule(module);
      })
      .catch(() => !cancelled && setDrawState('error'));
    return () => {
      cancelled = true;
      created?.deck.finalize();
      sceneRef.current = null;
      exposeDeckForTests(root, null);
      onCanvasRef.current(null);
    };
  }, []);

  const { model, axes, titles, yearColor, fontSize } = scene;
  useEffect(() => {
    if (!deckModule || !sceneRef.current) return;
    sceneRef.current.deck.setProps({
      layers: deckModule.dimensionLayers({ model, axes, titles, yearColor, fontSize }),
    });
    setDrawState((state) => (state === 'error' ? state : 'ready'));
  }, [deckModule, model, axes, titles, yearColor, fontSize]);

  return (
    <div className="dimension-scene" ref={rootRef} data-draw-state={drawState} data-renders={renders}>
      <canvas ref={canvasRef} className="dimension-scene__canvas" role="img" aria-label={label} />
      {deckModule && (
        <button type="button" className="link-button dimension-scene__reset" onClick={() => sceneRef.current?.reset()}>
          Reset view
        </button>
      )}
      {drawState === 'error' && <p className="vega-chart__error">This chart could not be drawn.</p>}
    </div>
  );
}
