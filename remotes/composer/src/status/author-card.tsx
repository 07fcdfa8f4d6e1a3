import type { Account } from '@murmur/shared/core';
import { Slot, spokenName } from '@murmur/shared/core';
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Avatar } from './avatar';
import { displayName } from './display-name';

const messages = defineMessages<{ showCard: { name: string } }>({
  showCard: { id: 'status.show_user_card', defaultMessage: 'Show the card of {name}' },
});

/** Pointer rest on the avatar before the card opens, and grace before it closes when left. */
const OPEN_DELAY_MS = 400;
const CLOSE_DELAY_MS = 250;

/**
 * The author's avatar in a post, which opens a compact user card (the profiles remote's
 * `profiles/UserCard` slot) on hover, tap, click or Enter; Escape or a click elsewhere closes it
 * and gives focus back to the avatar.
 */
export function AuthorCard({ account }: { account: Account }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const cardId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const later = (action: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, ms);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <span
      ref={rootRef}
      className="status-author-card"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') later(() => setOpen(true), OPEN_DELAY_MS);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') later(() => setOpen(false), CLOSE_DELAY_MS);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="status-avatar-button"
        // Said as a reader would: custom emoji shortcodes left out of the name.
        aria-label={intl.formatMessage(messages.showCard, {
          name: spokenName(displayName(account), account.acct),
        })}
        aria-expanded={open}
        aria-controls={open ? cardId : undefined}
        onClick={() => {
          window.clearTimeout(timer.current);
          setOpen((value) => !value);
        }}
      >
        <Avatar src={account.avatar} still={account.avatar_static} />
      </button>
      {open ? (
        <div id={cardId} className="status-author-card__popover">
          <Slot
            name="profiles/UserCard"
            props={{
              accountId: account.id,
              variant: 'compact',
              onClose: () => {
                setOpen(false);
                buttonRef.current?.focus();
              },
            }}
          />
        </div>
      ) : null}
    </span>
  );
}
