import {
  type Announcement,
  type AnnouncementAdminProps,
  bus,
  NeedsNetworkReason,
  useInstance,
  useStaffRole,
} from '@murmur/shared';
import { LoaderCircle, Megaphone, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type AnnouncementDraft,
  deleteAnnouncement,
  editAnnouncement,
  fetchAdminAnnouncement,
  postAnnouncement,
} from '../api/admin-api';
import { useModerationAction } from '../common/offline';
import { useAction } from '../common/use-action';
import { permissionsFor } from '../roles/permissions';
import { AnnouncementFormView } from './announcement-form';
import { EMPTY_FORM, formOf } from './draft';
import { messages } from './messages';

function changed(onChanged: (() => void) | undefined): void {
  bus.emit({ type: 'announcements/changed' });
  onChanged?.();
}

/** Posting a new announcement. */
function PostAnnouncement({ onChanged }: { onChanged: (() => void) | undefined }) {
  const post = async (draft: AnnouncementDraft) => {
    await postAnnouncement(draft);
    changed(onChanged);
  };
  return (
    <section className="announcement-admin announcement-admin--new">
      <h3 className="announcement-admin__heading">
        <Megaphone aria-hidden="true" size={16} /> <FormattedMessage {...messages.postHeader} />
      </h3>
      <AnnouncementFormView
        initial={EMPTY_FORM}
        submitLabel={messages.post}
        errorLabel={messages.postError}
        onSubmit={post}
      />
    </section>
  );
}

/** Edit and delete of one announcement. */
function ManageAnnouncement({ id, onChanged }: { id: string; onChanged: (() => void) | undefined }) {
  const intl = useIntl();
  const [editing, setEditing] = useState<Announcement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { busy, error, run } = useAction();
  // Edit reads the server's copy and delete asks the server: held offline (issue 36).
  const net = useModerationAction();

  if (editing) {
    const save = async (draft: AnnouncementDraft) => {
      await editAnnouncement(id, draft);
      setEditing(null);
      changed(onChanged);
    };
    return (
      <AnnouncementFormView
        initial={formOf(editing)}
        submitLabel={messages.submitEdit}
        errorLabel={messages.editError}
        onSubmit={save}
        onCancel={() => setEditing(null)}
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: the admin buttons of one announcement
    <div
      className="announcement-admin moderation-actions"
      role="group"
      aria-label={intl.formatMessage(messages.actions)}
    >
      {confirming ? (
        <>
          <span>
            <FormattedMessage {...messages.confirmDelete} />
          </span>
          <button type="button" className="button" disabled={busy} onClick={() => setConfirming(false)}>
            <FormattedMessage {...messages.cancelEdit} />
          </button>
          <button
            type="button"
            className="button moderation-danger"
            disabled={busy}
            {...net.control()}
            onClick={net.guard(
              () =>
                void run(async () => {
                  await deleteAnnouncement(id);
                  changed(onChanged);
                }).then(() => setConfirming(false)),
            )}
          >
            <FormattedMessage {...messages.yesDelete} />
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className="button"
            disabled={busy}
            {...net.control()}
            onClick={net.guard(
              () =>
                void run(async () => {
                  // The admin view carries the text as typed, for the form.
                  const held = await fetchAdminAnnouncement(id);
                  if (held) setEditing(held);
                }),
            )}
          >
            <Pencil aria-hidden="true" size={14} /> <FormattedMessage {...messages.edit} />
          </button>
          <button
            type="button"
            className="button moderation-danger"
            disabled={busy}
            {...net.control()}
            onClick={net.guard(() => setConfirming(true))}
          >
            <Trash2 aria-hidden="true" size={14} /> <FormattedMessage {...messages.delete} />
          </button>
        </>
      )}
      {busy ? <LoaderCircle className="moderation-spin" aria-hidden="true" size={14} /> : null}
      {/* Outside the moderation panel (the announcements page), the reason is said here. */}
      {net.inPanel ? null : <NeedsNetworkReason net={net} className="moderation-offline-reason" />}
      {error ? (
        <p role="alert" className="moderation-error">
          {intl.formatMessage(confirming ? messages.deleteError : messages.editError, { error })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Slot `moderation/AnnouncementAdmin` (spec 2 sections 2 and 6: admins post, edit and delete
 * announcements). Without an id it is the post form; with one, that announcement's edit and
 * delete. Anyone but an admin gets nothing.
 */
export function AnnouncementAdmin({ announcementId, onChanged }: AnnouncementAdminProps) {
  const role = useStaffRole();
  const { capabilities } = useInstance();
  if (!permissionsFor(role, capabilities).announcements) return null;
  return announcementId ? (
    <ManageAnnouncement id={announcementId} onChanged={onChanged} />
  ) : (
    <PostAnnouncement onChanged={onChanged} />
  );
}
