import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Button } from '../../../components/ui/index.ts';
import type { HelpStep } from '../registry/chart-registry.ts';

const POPOVER_WIDTH = 320;
const GAP = 10;

type Placement = { highlight: CSSProperties; popover: CSSProperties };

/**
 * Where the highlight and the popover go for a target inside the panel: below the target, else
 * above, else beside it (for tall parts such as the filter panel), whichever fits in the window.
 */
function placementOf(root: HTMLElement, target: HTMLElement, popoverHeight: number): Placement {
  const panel = root.getBoundingClientRect();
  const box = target.getBoundingClientRect();
  const highlight = {
    top: box.top - panel.top - 4,
    left: box.left - panel.left - 4,
    width: box.width + 8,
    height: box.height + 8,
  };
  const alignedLeft = Math.max(GAP, Math.min(box.left - panel.left, panel.width - POPOVER_WIDTH - GAP));
  const besideTop = Math.max(GAP, Math.min(box.top, window.innerHeight - popoverHeight - GAP)) - panel.top;
  let popover: CSSProperties;
  if (window.innerHeight - box.bottom >= popoverHeight + GAP)
    popover = { top: box.bottom - panel.top + GAP, left: alignedLeft };
  else if (box.top >= popoverHeight + GAP)
    popover = { top: box.top - panel.top - popoverHeight - GAP, left: alignedLeft };
  else if (window.innerWidth - box.right >= POPOVER_WIDTH + GAP)
    popover = { top: besideTop, left: box.right - panel.left + GAP };
  else if (box.left >= POPOVER_WIDTH + GAP)
    popover = { top: besideTop, left: box.left - panel.left - POPOVER_WIDTH - GAP };
  else popover = { top: box.bottom - panel.top + GAP, left: alignedLeft };
  return { highlight, popover: { ...popover, width: POPOVER_WIDTH } };
}

/** A step-by-step popover over the parts of a chart panel; steps whose part is not shown are skipped. */
export function HelpTour({
  steps,
  root,
  onClose,
}: {
  steps: readonly HelpStep[];
  root: HTMLElement;
  onClose: () => void;
}) {
  const [shownSteps] = useState(() => steps.filter((step) => root.querySelector(`[data-tour="${step.target}"]`)));
  const [index, setIndex] = useState(0);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const step = shownSteps[index];

  useLayoutEffect(() => {
    if (!step) return undefined;
    const target = root.querySelector<HTMLElement>(`[data-tour="${step.target}"]`);
    if (!target) return undefined;
    target.scrollIntoView({ block: 'nearest' });
    const place = () => setPlacement(placementOf(root, target, popoverRef.current?.offsetHeight ?? 200));
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [root, step]);

  useEffect(() => popoverRef.current?.focus(), [index]);

  if (!step) return null;
  const last = index === shownSteps.length - 1;
  return (
    <div className="help-tour">
      {placement && <div className="help-tour__highlight" style={placement.highlight} aria-hidden="true" />}
      <div
        ref={popoverRef}
        role="dialog"
        aria-label="Help"
        tabIndex={-1}
        className="help-tour__popover"
        style={placement?.popover}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <header className="help-tour__header">
          <h3 className="help-tour__title">{step.title}</h3>
          <button type="button" className="ui-dialog__close" aria-label="Close help" onClick={onClose}>
            ×
          </button>
        </header>
        <p className="help-tour__text">{step.text}</p>
        <footer className="help-tour__footer">
          <span className="help-tour__count">
            Step {index + 1} of {shownSteps.length}
          </span>
          <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            Back
          </Button>
          <Button onClick={() => (last ? onClose() : setIndex(index + 1))}>{last ? 'Done' : 'Next'}</Button>
        </footer>
      </div>
    </div>
  );
}
