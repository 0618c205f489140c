import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** How long a toast stays on screen (docs/product-guide.md#fixed-values). */
export const TOAST_DURATION_MS = 3000;

export const CHANGES_SAVED = 'Changes saved';

type Toast = { id: number; message: string };

const ToastContext = createContext<((message: string) => void) | null>(null);

/** Hosts the toasts of the whole app; each disappears TOAST_DURATION_MS after it appeared. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const showToast = useCallback((message: string) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, message }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, TOAST_DURATION_MS);
    timers.current.add(timer);
  }, []);

  return (
    <ToastContext.Provider value={showToast}>
      {children}
      <div className="ui-toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className="ui-toast">
            {toast.message}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): (message: string) => void {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast must be used inside <ToastProvider>');
  return showToast;
}

/** The toast every admin save shows: 'Changes saved' for 3 seconds. */
export function useChangesSavedToast(): () => void {
  const showToast = useToast();
  return useMemo(() => () => showToast(CHANGES_SAVED), [showToast]);
}
