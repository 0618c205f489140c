import { Button, Dialog, DialogActions } from '../../../components/ui/index.ts';

/** Shows a chart's link to copy by hand, where the browser does not let the page write to the clipboard. */
export function LinkDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  return (
    <Dialog open={url !== null} title="Link to this chart" onClose={onClose}>
      <p className="form__intro">Copy this link: it opens this chart as it is now.</p>
      <input
        className="ui-input"
        readOnly
        value={url ?? ''}
        aria-label="Chart link"
        onFocus={(event) => event.target.select()}
        autoFocus
      />
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
