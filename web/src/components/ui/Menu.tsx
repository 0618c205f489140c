import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type MenuItem = { label: string; onSelect: () => void; disabled?: boolean };

type MenuProps = {
  /** What the button that opens the menu shows. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text. */
  triggerLabel?: string;
  items: readonly MenuItem[];
  align?: 'start' | 'end';
};

/** A menu button (WAI-ARIA pattern): arrows move, Escape closes, focus returns to the button. */
export function Menu({ trigger, triggerLabel, items, align = 'end' }: MenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return undefined;
    itemRefs.current.find((item) => item && !item.disabled)?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const moveFocus = (event: KeyboardEvent) => {
    const enabled = itemRefs.current.filter((item): item is HTMLButtonElement => !!item && !item.disabled);
    const current = enabled.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
    } else if (step !== undefined && enabled.length > 0) {
      event.preventDefault();
      enabled[(current + step + enabled.length) % enabled.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? enabled[0] : enabled[enabled.length - 1])?.focus();
    }
  };

  return (
    <div className="ui-menu" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="ui-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
        <span className="ui-menu__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <div id={menuId} role="menu" className={`ui-menu__list ui-menu__list--${align}`} onKeyDown={moveFocus}>
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              className="ui-menu__item"
              disabled={item.disabled}
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
