import type { MatrixRule } from '@waterline/domain/analysis/index';
import { useState, type Dispatch } from 'react';
import { Button, Dialog, DialogActions, Tabs } from '../../../../components/ui/index.ts';
import type { EditorEvent } from '../../model/editor-events.ts';
import { DataRulesTab } from './DataRulesTab.tsx';
import { DateWeightsTab } from './DateWeightsTab.tsx';

type LookupTableDialogProps = {
  open: boolean;
  onClose: () => void;
  weights: readonly (number | string)[];
  rules: readonly MatrixRule[];
  dispatch: Dispatch<EditorEvent>;
};

/** 'Edit Data Lookup Table': the date weights and the data rules of a matrix measure; changes apply as they are made. */
export function LookupTableDialog({ open, onClose, weights, rules, dispatch }: LookupTableDialogProps) {
  const [tab, setTab] = useState('dates');
  return (
    <Dialog open={open} title="Edit Data Lookup Table" onClose={onClose} size="wide">
      <Tabs
        label="Lookup table"
        selectedId={tab}
        onSelect={setTab}
        tabs={[
          { id: 'dates', label: 'Dates weights', content: <DateWeightsTab weights={weights} dispatch={dispatch} /> },
          { id: 'rules', label: 'Data rules', content: <DataRulesTab rules={rules} dispatch={dispatch} /> },
        ]}
      />
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
