import { Button } from '../../../components/ui/index.ts';

type EditRemoveButtonsProps = {
  /** What the row holds, as the buttons' names end: 'marker Fort Peck'. */
  name: string;
  disabled: boolean;
  onEdit: () => void;
  onRemove: () => void;
  removeLabel?: 'Remove' | 'Delete';
};

/** The Edit and Remove buttons of a row of an admin list. */
export function EditRemoveButtons({
  name,
  disabled,
  onEdit,
  onRemove,
  removeLabel = 'Remove',
}: EditRemoveButtonsProps) {
  return (
    <>
      <Button variant="secondary" aria-label={`Edit ${name}`} disabled={disabled} onClick={onEdit}>
        Edit
      </Button>
      <Button variant="ghost" aria-label={`${removeLabel} ${name}`} disabled={disabled} onClick={onRemove}>
        {removeLabel}
      </Button>
    </>
  );
}
