import './emoji-button.css';
import { SlotError } from '@murmur/shared';
import { Component, lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PickerEmoji } from './emoji-catalogue';
import { emojiMessages as m } from './messages';

// The picker (and its virtualised grid) loads the first time someone opens it.
const loadPicker = () => import('./emoji-picker');
let EmojiPicker = lazy(loadPicker);

class PickerBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[murmur] the emoji picker failed to load', error);
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

export interface EmojiButtonProps {
  /** The button's and the dialog's name. */
  label: string;
  onPick: (emoji: PickerEmoji) => void;
  customAllowed?: boolean;
  className: string;
  /** Which side of the button the picker opens on. */
  align?: 'start' | 'end';
  children: ReactNode;
}

/**
 * A button that opens the emoji picker beside it. Picking closes it; so do Escape and a click
 * outside. Focus comes back to the button.
 */
export function EmojiButton({
  label,
  onPick,
  customAllowed,
  className,
  align = 'start',
  children,
}: EmojiButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return (
    <span ref={wrapperRef} className="emoji-button">
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label}
        title={label}
        // The picker closes itself on a pointer outside it; this button is not outside.
        onPointerDown={(event) => open && event.stopPropagation()}
        onClick={() => setOpen((v) => !v)}
      >
        {children}
      </button>
      {open ? (
        <span className={`emoji-button__popover emoji-button__popover--${align}`}>
          <PickerBoundary
            key={attempt}
            onRetry={() => {
              EmojiPicker = lazy(loadPicker);
              setAttempt((n) => n + 1);
            }}
          >
            <Suspense
              fallback={
                <span className="emoji-picker emoji-picker--loading" role="status">
                  {intl.formatMessage(m.loading)}
                </span>
              }
            >
              <EmojiPicker
                label={label}
                customAllowed={customAllowed}
                onClose={close}
                onPick={(emoji) => {
                  onPick(emoji);
                  close();
                }}
              />
            </Suspense>
          </PickerBoundary>
        </span>
      ) : null}
    </span>
  );
}
