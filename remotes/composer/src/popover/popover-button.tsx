import './popover-button.css';
import { SlotError } from '@murmur/shared/core';
import { Component, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';

class PopoverBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[murmur] a popover failed to load', error);
  }
  override render() {
    return this.state.failed ? (
      <SlotError
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    ) : (
      this.props.children
    );
  }
}

export interface PopoverButtonProps {
  /** The button's name (and its popover's). */
  label: string;
  className: string;
  /** Which side of the button the popover opens on. */
  align?: 'start' | 'end';
  /** Shown while the popover's code loads. */
  loading: ReactNode;
  /** Called before a failed popover is tried again (a lazy component is made anew). */
  onRetry?: () => void;
  /** Starts loading the popover's code when the pointer or focus comes to the button. */
  prefetch?: () => void;
  /** The popover, given the function that closes it and gives focus back to the button. */
  popover: (close: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * A button that opens a lazily loaded popover beside it (the emoji picker, the stickers). A load
 * failure shows the spec's error with Retry; focus comes back to the button when it closes.
 */
export function PopoverButton({
  label,
  className,
  align = 'start',
  loading,
  onRetry,
  prefetch,
  popover,
  children,
}: PopoverButtonProps) {
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return (
    <span className="popover-button">
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label}
        title={label}
        // The popover closes itself on a pointer outside it; this button is not outside.
        onPointerDown={(event) => open && event.stopPropagation()}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen((v) => !v)}
      >
        {children}
      </button>
      {open ? (
        <span className={`popover-button__popover popover-button__popover--${align}`}>
          <PopoverBoundary
            key={attempt}
            onRetry={() => {
              onRetry?.();
              setAttempt((n) => n + 1);
            }}
          >
            <Suspense fallback={loading}>{popover(close)}</Suspense>
          </PopoverBoundary>
        </span>
      ) : null}
    </span>
  );
}
