import {
  bus,
  describeError,
  routePaths,
  type Status as StatusData,
  useInstance,
  useOnline,
} from '@murmur/shared/core';
import { Copy, Flag, History, Languages, Pencil, Pin, Quote, RotateCcw, Trash2, VolumeX } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { actionMessages } from '../actions/messages';
import { deleteStatus, isOn, type ToggleAction } from '../actions/status-actions';
import { offlineMessages } from './offline-messages';

/** The items that ask the server at once; copy link works offline, quote and edit wait in the outbox. */
const NEEDS_SERVER = new Set(['history', 'translate', 'pin', 'mute', 'report', 'redraft', 'delete']);

interface MoreMenuProps {
  status: StatusData;
  ownPost: boolean;
  onError: (message: string | null) => void;
  onToggle: (action: ToggleAction, on: boolean) => void;
  /** Opens the quote form under the post. */
  onQuote: () => void;
  /** Opens the post's edit history. */
  onHistory: () => void;
  /** Shows the post translated. */
  onTranslate: () => void;
  /** The pointer or focus came to the menu's button: what its items need may start loading. */
  onIntent?: () => void;
  children: ReactNode;
}

/**
 * The '...' menu of a post: pin (own public posts), mute the conversation, copy the link, delete
 * (own posts, after a confirmation) and report (the moderation remote's dialog, through the bus).
 * A menu button with a list of items: arrow keys move, Escape closes and gives focus back.
 */
export function MoreMenu({
  status,
  ownPost,
  onError,
  onToggle,
  onQuote,
  onHistory,
  onTranslate,
  onIntent,
  children,
}: MoreMenuProps) {
  const intl = useIntl();
  const { capabilities } = useInstance();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (act: () => void) => () => {
    close();
    act();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  const link = new URL(routePaths.notice(status.id), location.origin).href;
  const items: { key: string; label: string; icon: ReactNode; act: () => void }[] = [];
  const online = useOnline();
  const publicPost = status.visibility === 'public' || status.visibility === 'unlisted';
  if (capabilities.quotePosting && publicPost) {
    items.push({
      key: 'quote',
      label: intl.formatMessage(actionMessages.quote),
      icon: <Quote size={16} aria-hidden="true" />,
      act: onQuote,
    });
  }
  if (ownPost && capabilities.editing) {
    items.push({
      key: 'edit',
      label: intl.formatMessage(actionMessages.edit),
      icon: <Pencil size={16} aria-hidden="true" />,
      act: () =>
        bus.emit({
          type: 'modal/requested',
          modal: 'post-form',
          props: { mode: 'edit', statusId: status.id },
        }),
    });
  }
  if (status.edited_at) {
    items.push({
      key: 'history',
      label: intl.formatMessage(actionMessages.history),
      icon: <History size={16} aria-hidden="true" />,
      act: onHistory,
    });
  }
  if (capabilities.translation) {
    items.push({
      key: 'translate',
      label: intl.formatMessage(actionMessages.translate),
      icon: <Languages size={16} aria-hidden="true" />,
      act: onTranslate,
    });
  }
  if (ownPost && publicPost) {
    const pinned = isOn(status, 'pin');
    items.push({
      key: 'pin',
      label: intl.formatMessage(pinned ? actionMessages.unpin : actionMessages.pin),
      icon: <Pin size={16} aria-hidden="true" />,
      act: () => onToggle('pin', !pinned),
    });
  }
  const muted = isOn(status, 'mute');
  // Off once the server said it has no such call (a muted post can still be unmuted elsewhere).
  if (capabilities.muteConversation !== false)
    items.push({
      key: 'mute',
      label: intl.formatMessage(muted ? actionMessages.unmute : actionMessages.mute),
      icon: <VolumeX size={16} aria-hidden="true" />,
      act: () => onToggle('mute', !muted),
    });
  items.push({
    key: 'copy',
    label: intl.formatMessage(actionMessages.copyLink),
    icon: <Copy size={16} aria-hidden="true" />,
    act: () => {
      navigator.clipboard?.writeText(link).then(
        () =>
          bus.emit({
            type: 'notice/raised',
            level: 'success',
            messageKey: 'status.link_copied',
            text: intl.formatMessage(actionMessages.linkCopied),
          }),
        (error: unknown) => onError(describeError(intl, error)),
      );
    },
  });
  if (!ownPost) {
    items.push({
      key: 'report',
      label: intl.formatMessage(actionMessages.report),
      icon: <Flag size={16} aria-hidden="true" />,
      act: () =>
        bus.emit({
          type: 'modal/requested',
          modal: 'report',
          props: { accountId: status.account.id, statusIds: [status.id] },
        }),
    });
  }
  if (ownPost) {
    items.push({
      key: 'redraft',
      label: intl.formatMessage(actionMessages.redraft),
      icon: <RotateCcw size={16} aria-hidden="true" />,
      act: () =>
        bus.emit({
          type: 'modal/requested',
          modal: 'confirm',
          props: {
            title: intl.formatMessage(actionMessages.redraft),
            text: intl.formatMessage(actionMessages.redraftConfirm),
            onAccept: () =>
              bus.emit({
                type: 'modal/requested',
                modal: 'post-form',
                props: { mode: 'redraft', statusId: status.id },
              }),
          },
        }),
    });
    items.push({
      key: 'delete',
      label: intl.formatMessage(actionMessages.delete),
      icon: <Trash2 size={16} aria-hidden="true" />,
      act: () =>
        bus.emit({
          type: 'modal/requested',
          modal: 'confirm',
          props: {
            title: intl.formatMessage(actionMessages.delete),
            text: intl.formatMessage(actionMessages.deleteConfirm),
            onAccept: () => {
              deleteStatus(status.id).catch((error: unknown) => onError(describeError(intl, error)));
            },
          },
        }),
    });
  }

  return (
    <div className="status-more">
      <button
        ref={buttonRef}
        type="button"
        className="status-action status-action--more"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={intl.formatMessage(actionMessages.more)}
        title={intl.formatMessage(actionMessages.more)}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
        onFocus={onIntent}
        onClick={() => setOpen((v) => !v)}
      >
        {children}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          className="status-more__menu"
          aria-label={intl.formatMessage(actionMessages.more)}
          onKeyDown={onKeyDown}
        >
          {items.map((item) => {
            // Offline, what needs the server is shown disabled with the reason (decision 0220):
            // still focusable, as a menu's disabled items are; quoting and editing go to the outbox.
            const unavailable = !online && NEEDS_SERVER.has(item.key);
            return (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                className="status-more__item"
                aria-disabled={unavailable || undefined}
                onClick={unavailable ? undefined : choose(item.act)}
              >
                {item.icon}
                {unavailable
                  ? intl.formatMessage(offlineMessages.unavailable, { action: item.label })
                  : item.label}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
