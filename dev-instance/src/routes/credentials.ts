import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { bodyOf, storeFile, tooLarge, type UploadedPart } from '../media/upload';
import { serializeAccount } from '../serialize/account';
import { ApiError } from '../util/errors';
import { bool, int, nested, type Params, str } from '../util/params';
import { formatPost } from '../world/format';
import type { Account, Field, Visibility } from '../world/types';
import { ctxOf } from './ctx';

const EMOJI_RE = /:([a-zA-Z0-9_+-]+):/g;

/** fields_attributes as an array, an index-keyed object, or `fields_attributes[0][name]` form keys. */
function fieldsFrom(p: Params): Field[] | undefined {
  const raw = p.fields_attributes;
  const out: { name: string; value: string }[] = [];
  const take = (v: unknown) => {
    if (v && typeof v === 'object') {
      const f = v as Record<string, unknown>;
      out.push({ name: String(f.name ?? ''), value: String(f.value ?? '') });
    }
  };
  if (Array.isArray(raw)) {
    for (const v of raw) take(v);
  } else if (raw && typeof raw === 'object') {
    const byKey = raw as Record<string, unknown>;
    for (const k of Object.keys(byKey).sort((a, b) => Number(a) - Number(b))) take(byKey[k]);
  }
  const formKeys = Object.keys(p).filter((k) => /^fields_attributes\[\d+\]\[(name|value)\]$/.test(k));
  if (formKeys.length > 0) {
    const byIndex = new Map<number, { name: string; value: string }>();
    for (const k of formKeys) {
      const m = /^fields_attributes\[(\d+)\]\[(name|value)\]$/.exec(k);
      if (!m) continue;
      const i = Number(m[1]);
      const entry = byIndex.get(i) ?? { name: '', value: '' };
      entry[m[2] as 'name' | 'value'] = String(p[k] ?? '');
      byIndex.set(i, entry);
    }
    for (const i of [...byIndex.keys()].sort((a, b) => a - b)) take(byIndex.get(i));
  }
  if (raw === undefined && formKeys.length === 0) return undefined;
  return out.filter((f) => f.name !== '' || f.value !== '').map((f) => ({ ...f, verifiedAt: null }));
}

function linkify(value: string): string {
  return value.replace(
    /^(https?:\/\/\S+)$/,
    '<a href="$1" rel="me nofollow noopener noreferrer" target="_blank">$1</a>',
  );
}

export function credentialRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.patch('/api/v1/accounts/update_credentials', async (req) => {
    const viewer = requireUser(inst, req);
    const { params: p, files } = await bodyOf(req);
    const config = inst.config;
    const a: Account = viewer;

    const image = (field: string, limit: number, set: (url: string | null) => void) => {
      const file: UploadedPart | undefined = files.get(field);
      if (file) {
        if (file.buffer.length > limit) throw tooLarge();
        set(storeFile(inst, inst.world.ids.next(Date.now()), file));
      } else if (p[field] === '') set(null);
    };
    image('avatar', config.avatarUploadLimit, (u) => {
      a.avatarUrl = u ?? `@@BASE@@/media/g/avatar-default/256x256.png`;
    });
    image('header', config.bannerUploadLimit, (u) => {
      a.headerUrl = u ?? `@@BASE@@/media/g/header-default/1200x400.png`;
    });
    image('pleroma_background_image', config.backgroundUploadLimit, (u) => {
      a.backgroundUrl = u;
    });

    const displayName = str(p, 'display_name');
    if (displayName !== undefined) {
      if (displayName.length > 100) throw new ApiError(422, 'Display name is too long');
      a.displayName = displayName;
    }
    const note = str(p, 'note');
    if (note !== undefined) {
      if (note.length > 5000) throw new ApiError(422, 'Bio is too long');
      a.noteSource = note;
      a.note = note ? formatPost(inst.world, a, note, a.noRichText ? 'text/plain' : 'text/plain').html : '';
    }
    const fields = fieldsFrom(p);
    if (fields) {
      if (fields.length > config.fieldsLimits.maxFields) throw new ApiError(422, 'Too many fields');
      a.fields = fields.map((f) => ({ ...f, source: f.value, value: linkify(f.value) }));
    }
    const flags: [string, keyof Account][] = [
      ['locked', 'locked'],
      ['bot', 'bot'],
      ['discoverable', 'discoverable'],
      ['hide_followers', 'hideFollowers'],
      ['hide_follows', 'hideFollows'],
      ['hide_followers_count', 'hideFollowersCount'],
      ['hide_follows_count', 'hideFollowsCount'],
      ['hide_favorites', 'hideFavorites'],
      ['no_rich_text', 'noRichText'],
      ['allow_following_move', 'allowFollowingMove'],
      ['accepts_chat_messages', 'acceptsChatMessages'],
    ];
    for (const [param, key] of flags) {
      const v = bool(p, param);
      if (v !== undefined) (a as unknown as Record<string, unknown>)[key] = v;
    }
    if (str(p, 'actor_type')) a.bot = str(p, 'actor_type') === 'Service';
    const source = nested(p, 'source');
    const privacy = str(source, 'privacy') ?? str(p, 'default_scope');
    if (privacy && ['public', 'unlisted', 'private', 'direct', 'local'].includes(privacy))
      a.defaultScope = privacy as Visibility;
    const language = str(source, 'language') ?? str(p, 'language');
    if (language !== undefined) a.language = language || null;
    const ttl = int(p, 'status_ttl_days');
    if (ttl !== undefined) a.statusTtlDays = ttl < 0 ? null : ttl;

    a.emojiShortcodes = [
      ...new Set([...`${a.displayName} ${a.noteSource}`.matchAll(EMOJI_RE)].map((m) => m[1] as string)),
    ].filter((c) => inst.world.emoji.has(c));
    return serializeAccount(ctxOf(inst, req, viewer), viewer, { credentials: true });
  });
}
