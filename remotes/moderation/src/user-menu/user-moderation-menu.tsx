import {
  type Account,
  bidiIsolate,
  bus,
  getApiClient,
  isLocalAccount,
  needsNetworkMessages,
  parseAccount,
  store,
  type UserModerationMenuProps,
  useAccount,
  useInstance,
  useStaffRole,
} from '@murmur/shared';
import { ExternalLink, ShieldAlert, Tag, Trash2, UserCheck, UserX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '../common/error-text';
import { useModerationAction } from '../common/offline';
import { permissionsFor } from '../roles/permissions';
import { messages as userListMessages } from '../users/messages';
import { removeAccount, setActive, setRight, setTag } from './account-actions';
import { messages, tagMessages } from './messages';
import { offeredTags } from './moderation-tags';
import { focusFirstItem, useMenuKeys } from './use-menu-keys';

/** The separate admin interface of spec 1 section 2: /{ext}/admin/#/login-{ext}. */
function adminInterfaceUrl(): string {
  return new URL('/pleroma/admin/#/login-pleroma', getApiClient().baseUrl).href;
}

/** True when the page shows this account's profile (/{acct}, /users/{acct} or /users/{id}). */
function viewingProfileOf(pathname: string, account: Account): boolean {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const last = segments[segments.length - 1]?.replace(/^@/, '');
  if (!last || segments.length > 2 || (segments.length === 2 && segments[0] !== 'users')) return false;
  return last === account.acct || last === account.id;
}

/**
 * The staff menu on a profile card (slot `moderation/UserModerationMenu`, spec 2 sections 4 and
 * 6). A member gets nothing; a moderator the activation and tags; an admin also rights (local
 * targets only), deletion and the admin interface. Every change waits for the server's ok.
 */
export function UserModerationMenu({
  accountId,
  inlineConfirm = false,
}: UserModerationMenuProps & {
  /** Inside the moderation modal the deletion is confirmed in place, not by a second modal. */
  inlineConfirm?: boolean;
}) {
  const intl = useIntl();
  const account = useAccount(accountId);
  const role = useStaffRole();
  const { capabilities } = useInstance();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // Offline every item but the admin interface's link needs the server: each stays in the
  // keyboard's loop, marked aria-disabled, and says so in its name (issue 36, as the profile
  // card's menu).
  const net = useModerationAction();
  const itemText = (text: string) =>
    net.online ? text : intl.formatMessage(needsNetworkMessages.unavailable, { action: text });
  const [error, setError] = useState<string | null>(null);
  // The destructive action waiting for its confirmation in place (inside the moderation modal).
  const [confirming, setConfirming] = useState<'delete' | 'deactivate' | null>(null);
  const cancelDelete = useRef<HTMLButtonElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const onMenuKeys = useMenuKeys(menu);

  useEffect(() => {
    if (open) focusFirstItem(menu.current);
  }, [open]);

  // The inline confirmation starts on its safe choice, like the shell's confirmation dialog.
  useEffect(() => {
    if (confirming) cancelDelete.current?.focus();
  }, [confirming]);

  // Rendered for an account the page has not loaded yet (a row of the users tab): read it once.
  useEffect(() => {
    if (store.accounts.get(accountId)) return;
    const controller = new AbortController();
    getApiClient()
      .get(`/api/v1/accounts/${encodeURIComponent(accountId)}`, { signal: controller.signal })
      .then(({ data }) => {
        const parsed = parseAccount(data);
        if (parsed) store.accounts.upsert(parsed);
      })
      .catch(() => {
        // Without the account there is nothing to moderate here; the menu stays hidden.
      });
    return () => controller.abort();
  }, [accountId]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const can = permissionsFor(role, capabilities);
  if (!account || (!can.activation && !can.tags && !can.rights && !can.deleteUsers)) return null;
  const local = isLocalAccount(account);
  const tags = can.tags ? offeredTags(capabilities, local) : [];
  const isAdmin = account.pleroma.is_admin;
  const isModerator = account.pleroma.is_moderator;
  const deactivated = account.pleroma.deactivated;

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  /** Runs an action; `quiet` failures (tags, rights) show only a 403's message (spec 2 section 8). */
  const run = async (action: () => Promise<void>, quiet = false) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      const forbidden = (failure as { status?: number }).status === 403;
      if (!quiet || forbidden)
        setError(intl.formatMessage(messages.failed, { error: errorText(intl, failure) }));
    } finally {
      setBusy(false);
    }
  };

  const act = (action: () => Promise<void>, quiet = false) => {
    close();
    void run(action, quiet);
  };

  const doDelete = () =>
    void run(async () => {
      const wasViewing = viewingProfileOf(location.pathname, account);
      await removeAccount(account);
      // Spec 2 section 4: viewing the deleted profile, the client goes back in history.
      if (wasViewing) void navigate(-1);
    });

  // Deactivating stops the account from signing in: asked first, as in the users list (issue 38).
  const doDeactivate = () => void run(() => setActive(account.acct, account.id, false));
  const askDeactivate = () => {
    close();
    if (inlineConfirm) {
      setConfirming('deactivate');
      return;
    }
    bus.emit({
      type: 'modal/requested',
      modal: 'confirm',
      props: {
        title: intl.formatMessage(messages.deactivate),
        text: intl.formatMessage(userListMessages.deactivateConfirm, {
          acct: bidiIsolate(`@${account.acct}`),
        }),
        acceptLabel: intl.formatMessage(messages.deactivate),
        onAccept: doDeactivate,
      },
    });
  };

  const askDelete = () => {
    close();
    if (inlineConfirm) {
      setConfirming('delete');
      return;
    }
    bus.emit({
      type: 'modal/requested',
      modal: 'confirm',
      props: {
        title: intl.formatMessage(messages.deleteUser),
        text: intl.formatMessage(messages.deleteConfirmation),
        acceptLabel: intl.formatMessage(messages.deleteAccount),
        onAccept: doDelete,
      },
    });
  };

  return (
    <div className="moderation-menu">
      <button
        ref={button}
        type="button"
        className="button moderation-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy}
        disabled={busy}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <ShieldAlert aria-hidden="true" size={16} />
        {busy ? intl.formatMessage(messages.working) : intl.formatMessage(messages.moderation)}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={intl.formatMessage(messages.moderation)}
          className="moderation-menu__list"
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key === 'Escape' || event.key === 'Tab') {
              event.preventDefault();
              event.stopPropagation();
              close();
            } else onMenuKeys(event);
          }}
        >
          {can.rights && local ? (
            <>
              <button
                type="button"
                role="menuitem"
                aria-disabled={net.online ? undefined : true}
                onClick={net.guard(() => act(() => setRight(account, 'admin', !isAdmin), true))}
              >
                {itemText(intl.formatMessage(isAdmin ? messages.revokeAdmin : messages.grantAdmin))}
              </button>
              <button
                type="button"
                role="menuitem"
                aria-disabled={net.online ? undefined : true}
                onClick={net.guard(() => act(() => setRight(account, 'moderator', !isModerator), true))}
              >
                {itemText(
                  intl.formatMessage(isModerator ? messages.revokeModerator : messages.grantModerator),
                )}
              </button>
            </>
          ) : null}
          {can.activation ? (
            <button
              type="button"
              role="menuitem"
              aria-disabled={net.online ? undefined : true}
              onClick={net.guard(() =>
                deactivated ? act(() => setActive(account.acct, account.id, true)) : askDeactivate(),
              )}
            >
              {deactivated ? (
                <UserCheck aria-hidden="true" size={16} />
              ) : (
                <UserX aria-hidden="true" size={16} />
              )}
              {itemText(intl.formatMessage(deactivated ? messages.activate : messages.deactivate))}
            </button>
          ) : null}
          {can.deleteUsers ? (
            <button
              type="button"
              role="menuitem"
              className="moderation-menu__danger"
              aria-disabled={net.online ? undefined : true}
              onClick={net.guard(askDelete)}
            >
              <Trash2 aria-hidden="true" size={16} />
              {itemText(intl.formatMessage(messages.deleteAccount))}
            </button>
          ) : null}
          {tags.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of menu items inside role=menu
            <div
              role="group"
              aria-label={intl.formatMessage(messages.tagsHeading)}
              className="moderation-menu__group"
            >
              <span className="moderation-menu__group-label" aria-hidden="true">
                <Tag aria-hidden="true" size={14} />
                {intl.formatMessage(messages.tagsHeading)}
              </span>
              {tags.map((tag) => {
                const on = account.pleroma.tags.includes(tag);
                return (
                  <button
                    key={tag}
                    type="button"
                    role="menuitemcheckbox"
                    aria-checked={on}
                    aria-disabled={net.online ? undefined : true}
                    onClick={net.guard(() => act(() => setTag(account, tag, !on), true))}
                  >
                    <span className="moderation-menu__check" aria-hidden="true" data-on={on} />
                    {itemText(intl.formatMessage(tagMessages[tag]))}
                  </button>
                );
              })}
            </div>
          ) : null}
          {can.adminInterface ? (
            <a
              role="menuitem"
              href={adminInterfaceUrl()}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              <ExternalLink aria-hidden="true" size={16} />
              {intl.formatMessage(messages.adminInterface)}
            </a>
          ) : null}
        </div>
      ) : null}
      {confirming ? (
        <div
          role="alertdialog"
          aria-label={intl.formatMessage(confirming === 'delete' ? messages.deleteUser : messages.deactivate)}
          className="moderation-confirm"
        >
          <span>
            {confirming === 'delete'
              ? intl.formatMessage(messages.deleteConfirmation)
              : intl.formatMessage(userListMessages.deactivateConfirm, {
                  acct: bidiIsolate(`@${account.acct}`),
                })}
          </span>
          <button ref={cancelDelete} type="button" className="button" onClick={() => setConfirming(null)}>
            {intl.formatMessage(messages.cancel)}
          </button>
          <button
            type="button"
            className="button moderation-danger"
            {...net.control()}
            onClick={net.guard(() => {
              const what = confirming;
              setConfirming(null);
              if (what === 'delete') doDelete();
              else doDeactivate();
            })}
          >
            {intl.formatMessage(confirming === 'delete' ? messages.deleteAccount : messages.deactivate)}
          </button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="moderation-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
