import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface PopoverProps {
  /** The toggle button's content (an icon, a text). */
  trigger: ReactNode;
  /** The toggle's accessible name. */
  label: string;
  className?: string;
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure popover: a button that opens a panel below it. Escape or a click outside closes
 * it and focus goes back to the button, so keyboard users never lose their place.
 */
export function Popover({ trigger, label, className, children }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    // The first control inside takes focus, so the keyboard continues into the panel.
    rootRef.current
      ?.querySelector<HTMLElement>('.popover-panel a, .popover-panel button, .popover-panel input')
      ?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={`popover ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--icon"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {trigger}
      </button>
      {open ? (
        <div id={panelId} className="popover-panel">
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
