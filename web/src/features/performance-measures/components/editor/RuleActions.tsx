import { Button } from '../../../../components/ui/index.ts';
import { canMove, type MoveDirection } from '../../../../lib/move-item.ts';

/** Move up, move down and remove for the rule at `index` of a list of `count`; rules apply top to bottom. */
export function RuleActions({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
}) {
  return (
    <div className="pm-rule__actions">
      <Button
        variant="ghost"
        aria-label={`Move ${name} up`}
        title="Move up"
        disabled={!canMove(index, count, 'up')}
        onClick={() => onMove('up')}
      >
        ↑
      </Button>
      <Button
        variant="ghost"
        aria-label={`Move ${name} down`}
        title="Move down"
        disabled={!canMove(index, count, 'down')}
        onClick={() => onMove('down')}
      >
        ↓
      </Button>
      <Button variant="ghost" aria-label={`Remove ${name}`} title="Remove" onClick={onRemove}>
        ✕
      </Button>
    </div>
  );
}
