import {
  type Account,
  getApiClient,
  NeedsNetworkReason,
  parseAccount,
  store,
  useInstance,
  useNeedsNetwork,
  useOnline,
} from '@murmur/shared';
import { ImagePlus, Plus, Save, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, type MouseEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { updateCredentials, useOwnAccount } from '../account/account-api';
import { ImageCropper } from '../account/image-cropper';
import { failureText, ListState, type Outcome, OutcomeMessage } from '../account/list-state';
import { accountMessages as m } from '../account/messages';
import { useServerAction } from '../account/offline';
import { ServerBooleanSetting } from '../account/server-setting';
import { useLoaded } from '../account/use-loaded';
import { BackgroundSetting, MascotSetting } from './profile-extras';
import { editableFields } from './profile-fields';

type Field = { name: string; value: string };

/**
 * The update_credentials body of the profile (JSON): every kept field, in order, so removals
 * apply. Fields go as an array, which Mastodon 4, GoToSocial, Pleroma and Akkoma all read.
 */
export function profileForm(draft: { name: string; bio: string; bot: boolean; fields: readonly Field[] }) {
  const kept = draft.fields.filter((f) => f.name.trim() !== '' || f.value.trim() !== '');
  return {
    display_name: draft.name,
    note: draft.bio,
    bot: draft.bot,
    actor_type: draft.bot ? 'Service' : 'Person',
    // An empty list is sent as one empty pair: servers ignore a missing fields_attributes.
    fields_attributes: (kept.length > 0 ? kept : [{ name: '', value: '' }]).map((field) => ({
      name: field.name,
      value: field.value,
    })),
  };
}

/** Avatar or banner: pick a file, crop it, upload it at once. */
function ImageSetting({ which, account }: { which: 'avatar' | 'header'; account: Account }) {
  const intl = useIntl();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const label = intl.formatMessage(which === 'avatar' ? m.avatar : m.banner);
  const current = which === 'avatar' ? account.avatar_static : account.header_static;
  // Offline the picker does not open: the upload needs the server (issue 36).
  const net = useServerAction();
  const upload = async (blob: Blob) => {
    setFile(null);
    setBusy(true);
    setOutcome(null);
    try {
      const body = new FormData();
      body.append(which, blob, `${which}.png`);
      await updateCredentials(body);
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
      {/^https?:\/\//i.test(current) ? (
        <img className={`settings-image__preview settings-image__preview--${which}`} src={current} alt="" />
      ) : null}
      <label htmlFor={inputId} className="button settings-button">
        <ImagePlus size={14} aria-hidden="true" />
        {busy ? intl.formatMessage(m.uploading) : intl.formatMessage(m.chooseImage, { what: label })}
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
          setFile(picked);
        }}
      />
      {file ? (
        <ImageCropper
          file={file}
          aspect={which === 'avatar' ? 1 : 3}
          onDone={(blob) => void upload(blob)}
          onCancel={() => setFile(null)}
        />
      ) : null}
      <OutcomeMessage outcome={outcome} />
    </div>
  );
}

function ProfileForm({ account }: { account: Account }) {
  const intl = useIntl();
  const { instance } = useInstance();
  const maxFields = instance.pleroma?.metadata?.fields_limits?.max_fields || 4;
  const nameId = useId();
  const bioId = useId();
  const botId = useId();
  const [name, setName] = useState(account.display_name);
  const [bio, setBio] = useState(account.source?.note ?? '');
  const [bot, setBot] = useState(account.bot);
  // What the owner typed (source or fields_text), never the rendered HTML.
  const [fields, setFields] = useState<Field[]>(() => editableFields(account));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Offline the form stays editable and only Save is held (issue 36): nothing typed is lost.
  const net = useNeedsNetwork();

  const setField = (index: number, part: keyof Field, value: string) =>
    setFields((list) => list.map((f, i) => (i === index ? { ...f, [part]: value } : f)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      await updateCredentials(profileForm({ name, bio, bot, fields }));
      setOutcome({ ok: true, text: intl.formatMessage(m.saved) });
    } catch (error) {
      setOutcome({ ok: false, text: failureText(intl, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="settings-group" onSubmit={net.guard((event: FormEvent) => void submit(event))}>
      <div className="setting setting--field">
        <label htmlFor={nameId}>{intl.formatMessage(m.name)}</label>
        <input
          id={nameId}
          className="settings-input"
          dir="auto"
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="setting setting--lines">
        <label htmlFor={bioId}>{intl.formatMessage(m.bio)}</label>
        <textarea
          id={bioId}
          dir="auto"
          rows={4}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
        />
      </div>
      <fieldset className="settings-fieldset">
        <legend>{intl.formatMessage(m.fields)}</legend>
        {fields.map((field, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pairs have no identity but their place
          <div key={index} className="settings-field-pair">
            <input
              className="settings-input"
              dir="auto"
              aria-label={intl.formatMessage(m.fieldName, { n: index + 1 })}
              value={field.name}
              onChange={(event) => setField(index, 'name', event.target.value)}
            />
            <input
              className="settings-input"
              dir="auto"
              aria-label={intl.formatMessage(m.fieldValue, { n: index + 1 })}
              value={field.value}
              onChange={(event) => setField(index, 'value', event.target.value)}
            />
            <button
              type="button"
              className="setting__reset"
              aria-label={intl.formatMessage(m.removeField, { n: index + 1 })}
              onClick={() => setFields((list) => list.filter((_, i) => i !== index))}
            >
              <X size={14} aria-hidden="true" />
            </button>
          </div>
        ))}
        {fields.length < maxFields ? (
          <div className="settings-actions">
            <button
              type="button"
              className="button settings-button"
              onClick={() => setFields((list) => [...list, { name: '', value: '' }])}
            >
              <Plus size={14} aria-hidden="true" /> {intl.formatMessage(m.addField)}
            </button>
          </div>
        ) : null}
      </fieldset>
      <div className="setting setting--boolean">
        <input id={botId} type="checkbox" checked={bot} onChange={(event) => setBot(event.target.checked)} />
        <label htmlFor={botId}>{intl.formatMessage(m.bot)}</label>
      </div>
      <div className="settings-actions">
        <button type="submit" className="button settings-button" disabled={busy} {...net.control()}>
          <Save size={14} aria-hidden="true" /> {intl.formatMessage(m.save)}
        </button>
        <NeedsNetworkReason
          net={net}
          className="settings-offline-reason"
          action={intl.formatMessage(m.save)}
        />
      </div>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}

/**
 * Profile: name, bio, fields, bot flag, avatar and banner, and on Pleroma and Akkoma the
 * background, the mascot and following moves; privacy options kept by the server.
 */
export function ProfileTab() {
  // verify_credentials carries `source` (the bio and fields as typed); other copies may not.
  const [loaded, reload] = useLoaded(async (signal) => {
    const reply = await getApiClient().get<unknown>('/api/v1/accounts/verify_credentials', { signal });
    const fresh = parseAccount(reply.data);
    if (!fresh) throw new Error('unreadable account');
    store.accounts.upsert(fresh);
    return [fresh] as const;
  });
  const account = useOwnAccount();
  // Background, mascot and following moves are Pleroma's and Akkoma's own (the capability map).
  const pleroma = useInstance().capabilities.pleromaApi;
  const online = useOnline();
  // Offline the kept account (with what was typed in `source`) fills the form: it can be edited,
  // and saved once the network is back (the tab reads the server again then).
  const keptOffline = !online && loaded.state === 'error' && account?.source !== undefined;
  // Once shown, the kept form stays until the server's copy is read (back online), so what was
  // typed offline is still there when the answer comes (the form keeps its own state).
  const shownKept = useRef(false);
  if (keptOffline) shownKept.current = true;
  if (loaded.state === 'ready') shownKept.current = false;
  const base =
    loaded.state === 'ready' ? loaded.data[0] : keptOffline || shownKept.current ? account : undefined;
  if (!base || !account) {
    return (
      <ListState loaded={loaded.state === 'ready' ? { state: 'loading' } : loaded} retry={reload} empty="">
        {() => null}
      </ListState>
    );
  }
  return (
    <>
      <ProfileForm account={base} />
      <div className="settings-group settings-images">
        <ImageSetting which="avatar" account={account} />
        <ImageSetting which="header" account={account} />
        {pleroma ? <BackgroundSetting account={account} /> : null}
        {pleroma ? <MascotSetting /> : null}
      </div>
      <fieldset className="settings-group">
        <ServerBooleanSetting name="locked" label={m.locked} />
        <ServerBooleanSetting name="discoverable" label={m.discoverable} />
        <ServerBooleanSetting name="hideFollows" label={m.hideFollows} />
        <ServerBooleanSetting name="hideFollowsCount" label={m.hideFollowsCount} />
        <ServerBooleanSetting name="hideFollowers" label={m.hideFollowers} />
        <ServerBooleanSetting name="hideFollowersCount" label={m.hideFollowersCount} />
        <ServerBooleanSetting name="hideFavorites" label={m.hideFavorites} />
        <ServerBooleanSetting name="stripRichContent" label={m.stripRichContent} />
        {pleroma ? <ServerBooleanSetting name="allowFollowingMove" label={m.allowFollowingMove} /> : null}
      </fieldset>
    </>
  );
}
