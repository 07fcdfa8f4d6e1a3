import { type Account, getApiClient, safeMediaUrl, useInstance } from '@murmur/shared';
import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, type MouseEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { updateCredentials } from '../account/account-api';
import { failureText, type Outcome, OutcomeMessage } from '../account/list-state';
import { accountMessages as m } from '../account/messages';
import { useServerAction } from '../account/offline';
import { useLoaded } from '../account/use-loaded';

/** Pleroma's mascot reply: a picture with an id (`GET`/`PUT /api/v1/pleroma/mascot`). */
export interface Mascot {
  url: string;
  mimeType: string | null;
}

/** The mascot from the server's reply, or null when it is not a usable picture (any other URL). */
export function parseMascot(data: unknown): Mascot | null {
  if (!data || typeof data !== 'object') return null;
  const reply = data as { url?: unknown; pleroma?: { mime_type?: unknown } | null };
  const url = typeof reply.url === 'string' ? safeMediaUrl(reply.url) : null;
  if (!url) return null;
  const mime = reply.pleroma && typeof reply.pleroma.mime_type === 'string' ? reply.pleroma.mime_type : null;
  return { url, mimeType: mime };
}

/** A file over the server's limit is refused here, before any upload, with the limit in words. */
export function overLimit(file: File, limit: number | null | undefined): boolean {
  return typeof limit === 'number' && limit > 0 && file.size > limit;
}

/** One picture of the profile with its own upload and, where the server allows it, removal. */
function PictureSetting({
  label,
  current,
  previewClass,
  limit,
  busyText,
  onUpload,
  onRemove,
}: {
  label: string;
  current: string | null;
  previewClass: string;
  limit: number | null | undefined;
  busyText: string;
  onUpload: (file: File) => Promise<void>;
  onRemove?: (() => Promise<void>) | undefined;
}) {
  const intl = useIntl();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Uploading and removing need the server: held offline with the reason (issue 36).
  const net = useServerAction();
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setOutcome(null);
    try {
      await work();
      setOutcome({ ok: true, text: intl.formatMessage(m.saved) });
    } catch (error) {
      setOutcome({ ok: false, text: failureText(intl, error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="settings-image">
      <span className="settings-image__label">{label}</span>
      {current ? <img className={`settings-image__preview ${previewClass}`} src={current} alt="" /> : null}
      <label htmlFor={inputId} className="button settings-button">
        <ImagePlus size={14} aria-hidden="true" />
        {busy ? busyText : intl.formatMessage(m.chooseImage, { what: label })}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="settings-file-input"
        disabled={busy}
        {...net.control()}
        onClick={net.guard((_event: MouseEvent<HTMLInputElement>) => undefined)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const picked = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (!picked) return;
          if (overLimit(picked, limit)) {
            setOutcome({ ok: false, text: intl.formatMessage(m.imageTooLarge, { what: label }) });
            return;
          }
          void run(() => onUpload(picked));
        }}
      />
      {current && onRemove ? (
        <button
          type="button"
          className="button settings-button"
          disabled={busy}
          {...net.control()}
          onClick={net.guard(() => void run(onRemove))}
        >
          <Trash2 size={14} aria-hidden="true" /> {intl.formatMessage(m.removeImage, { what: label })}
        </button>
      ) : null}
      <OutcomeMessage outcome={outcome} />
    </div>
  );
}

/**
 * The profile's background picture (spec 3 'Profile fields'; Pleroma's
 * `pleroma_background_image`), shown behind the profile page. Uploaded as is: no cropping, it
 * covers whatever the window's shape. Only on servers with the Pleroma API.
 */
export function BackgroundSetting({ account }: { account: Account }) {
  const intl = useIntl();
  const { instance } = useInstance();
  const current = safeMediaUrl(account.pleroma.background_image);
  return (
    <PictureSetting
      label={intl.formatMessage(m.background)}
      current={current}
      previewClass="settings-image__preview--background"
      limit={instance.background_upload_limit}
      busyText={intl.formatMessage(m.uploading)}
      onUpload={async (file) => {
        const body = new FormData();
        body.append('pleroma_background_image', file, file.name || 'background.png');
        await updateCredentials(body);
      }}
      // Pleroma and Akkoma take an empty value as "no background".
      onRemove={async () => {
        await updateCredentials({ pleroma_background_image: '' });
      }}
    />
  );
}

/**
 * The mascot (spec 3: `GET` and `PUT /api/v1/pleroma/mascot`): the picture beside the post form.
 * The server always has one (its default until the owner picks theirs); it cannot be removed.
 */
export function MascotSetting() {
  const intl = useIntl();
  const { instance } = useInstance();
  const [chosen, setChosen] = useState<Mascot | null>(null);
  const [loaded] = useLoaded(async (signal) => {
    const reply = await getApiClient().get<unknown>('/api/v1/pleroma/mascot', { signal });
    return parseMascot(reply.data);
  });
  const current = chosen ?? (loaded.state === 'ready' ? loaded.data : null);
  return (
    <PictureSetting
      label={intl.formatMessage(m.mascot)}
      current={current?.url ?? null}
      previewClass="settings-image__preview--mascot"
      limit={instance.upload_limit}
      busyText={intl.formatMessage(m.uploading)}
      onUpload={async (file) => {
        const body = new FormData();
        body.append('file', file, file.name || 'mascot.png');
        const reply = await getApiClient().put<unknown>('/api/v1/pleroma/mascot', { body });
        const mascot = parseMascot(reply.data);
        if (mascot) setChosen(mascot);
      }}
    />
  );
}
