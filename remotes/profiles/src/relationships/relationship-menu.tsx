import {
  type Account,
  bidiIsolate,
  bus,
  describeError,
  type Relationship,
  useOnline,
  usePreference,
} from '@murmur/shared';
import { Ban, Bell, BellOff, Ellipsis, Flag, Globe, Repeat2, UserMinus, VolumeX } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { profileMessages as m } from '../messages';
import {
  changeRelationship,
  type RelationshipAction,
  remoteDomain,
  setDomainMuted,
  setShowingRepeats,
  setSubscribed,
} from './relationship-actions';
import { relationshipMenuMessages as rm } from './relationship-menu-messages';

interface Item {
  key: string;
  label: string;
  icon: ReactNode;
  act: () => void;
}

/**
 * The card's relationship toggles (spec 2 section 4): subscribe and show repeats while following,
 * mute and block (confirmed first with modalOnMute / modalOnBlock), remove follower when they
 * follow you, mute the remote domain, and report (the moderation remote's dialog, through the bus).
 */
export function RelationshipMenu({
  account,
  relationship,
}: {
  account: Account;
  relationship: Relationship | undefined;
}) {
  const intl = useIntl();
  const online = useOnline();
  const confirmBlock = usePreference('modalOnBlock');
  const confirmMute = usePreference('modalOnMute');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
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

  const fail = (reason: unknown) => setError(describeError(intl, reason));
  const act = (action: RelationshipAction) => {
    setError(null);
    changeRelationship(account.id, action).catch(fail);
  };
  const run = (work: () => Promise<unknown>) => () => {
    setError(null);
    work().catch(fail);
  };
  const confirmed = (ask: boolean, title: string, text: string, action: RelationshipAction) => () => {
    if (!ask) {
      act(action);
      return;
    }
    bus.emit({
      type: 'modal/requested',
      modal: 'confirm',
      props: { title, text, acceptLabel: title, onAccept: () => act(action) },
    });
  };

  const items: Item[] = [];
  if (relationship?.following) {
    const subscribed = relationship.subscribing || relationship.notifying;
    items.push({
      key: 'subscribe',
      label: intl.formatMessage(subscribed ? rm.unsubscribe : rm.subscribe),
      icon: subscribed ? <BellOff size={16} aria-hidden="true" /> : <Bell size={16} aria-hidden="true" />,
      act: run(() => setSubscribed(account.id, !subscribed)),
    });
    const repeats = relationship.showing_reblogs;
    items.push({
      key: 'repeats',
      label: intl.formatMessage(repeats ? rm.hideRepeats : rm.showRepeats),
      icon: <Repeat2 size={16} aria-hidden="true" />,
      act: run(() => setShowingRepeats(account.id, !repeats)),
    });
  }
  const muting = Boolean(relationship?.muting);
  const blocking = Boolean(relationship?.blocking);
  items.push({
    key: 'mute',
    label: intl.formatMessage(muting ? m.unmute : m.mute),
    icon: <VolumeX size={16} aria-hidden="true" />,
    act: muting
      ? () => act('unmute')
      : confirmed(
          confirmMute,
          intl.formatMessage(m.mute),
          intl.formatMessage(m.muteConfirm, { user: account.acct }),
          'mute',
        ),
  });
  items.push({
    key: 'block',
    label: intl.formatMessage(blocking ? m.unblock : m.block),
    icon: <Ban size={16} aria-hidden="true" />,
    act: blocking
      ? () => act('unblock')
      : confirmed(
          confirmBlock,
          intl.formatMessage(m.block),
          intl.formatMessage(m.blockConfirm, { user: account.acct }),
          'block',
        ),
  });
  if (relationship?.followed_by) {
    items.push({
      key: 'remove',
      label: intl.formatMessage(m.removeFollower),
      icon: <UserMinus size={16} aria-hidden="true" />,
      // Destructive: always asked (they would have to follow again, and ask if locked).
      act: confirmed(
        true,
        intl.formatMessage(m.removeFollower),
        intl.formatMessage(m.removeFollowerConfirm, { user: bidiIsolate(`@${account.acct}`) }),
        'remove_from_followers',
      ),
    });
  }
  const domain = remoteDomain(account.acct);
  if (domain && relationship) {
    const domainMuted = relationship.domain_blocking;
    items.push({
      key: 'domain',
      label: intl.formatMessage(domainMuted ? rm.unmuteDomain : rm.muteDomain, { domain }),
      icon: <Globe size={16} aria-hidden="true" />,
      act: run(() => setDomainMuted(account.id, domain, !domainMuted)),
    });
  }
  items.push({
    key: 'report',
    label: intl.formatMessage({ id: 'user_card.report', defaultMessage: 'Report' }),
    icon: <Flag size={16} aria-hidden="true" />,
    act: () => bus.emit({ type: 'modal/requested', modal: 'report', props: { accountId: account.id } }),
  });

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const list = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      list[(index + (event.key === 'ArrowDown' ? 1 : -1) + list.length) % list.length]?.focus();
    }
  };

  return (
    <div className="user-card__menu">
      {blocking ? <span className="user-card__label">{intl.formatMessage(m.blocked)}</span> : null}
      {muting ? <span className="user-card__label">{intl.formatMessage(m.muted)}</span> : null}
      <button
        ref={buttonRef}
        type="button"
        className="button user-card__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <Ellipsis size={16} aria-hidden="true" />
        <span className="profiles-sr-only">{intl.formatMessage(m.moreActions)}</span>
      </button>
      {open ? (
        <div ref={menuRef} id={menuId} role="menu" className="user-card__menu-list" onKeyDown={onKeyDown}>
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              className="user-card__menu-item"
              // Offline every item needs the server: it stays in the keyboard's loop and says why.
              aria-disabled={online ? undefined : true}
              onClick={() => {
                if (!online) return;
                close();
                item.act();
              }}
            >
              {item.icon}
              {online ? item.label : intl.formatMessage(m.offlineUnavailable, { action: item.label })}
            </button>
          ))}
        </div>
      ) : null}
      {error ? (
        <p className="user-card__error" role="alert">
          {intl.formatMessage(m.actionError, { error })}
        </p>
      ) : null}
    </div>
  );
}
