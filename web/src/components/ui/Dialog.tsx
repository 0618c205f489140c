import { useEffect, useId, useRef, type ReactNode } from 'react';

type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for tables and editors. */
  size?: 'normal' | 'wide';
};

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, makes the page
 * behind it inert, and returns focus to the opener when it closes. Escape calls onClose.
 */
export function Dialog({ open, title, onClose, children, size = 'normal' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`ui-dialog ui-dialog--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <header className="ui-dialog__header">
            <h2 id={titleId} className="ui-dialog__title">
              {title}
            </h2>
          </header>
          <div className="ui-dialog__body">{children}</div>
          {/* Last in the DOM so that opening focuses the dialog's first field; shown top right. */}
          <button type="button" className="ui-dialog__close" onClick={onClose} aria-label="Close">
            ×
          </button>
        </>
      )}
    </dialog>
  );
}

/** The row of buttons at the foot of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="ui-dialog__actions">{children}</div>;
}
