import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions } from '../../../../components/ui/index.ts';
import { claimOneTimeNotice } from './notice-flag.ts';

/** The one-time message of the experimental Multiple Dimension chart: shown the first time such a chart opens in this browser. */
export function ExperimentalNotice() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (claimOneTimeNotice(window.localStorage)) setOpen(true);
  }, []);
  return (
    <Dialog open={open} title="Multiple Dimension is experimental" onClose={() => setOpen(false)}>
      <p>
        This chart puts each day of a year at a point whose X, Y and Z are the values at three locations. The 3D view
        shows the chosen year's days and, in grey, the days of other years that lie within the proximity of the chosen
        year on the same day; the Historical view shows those days for every year.
      </p>
      <p>It may change or go away. This message is shown once.</p>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>Got it</Button>
      </DialogActions>
    </Dialog>
  );
}
