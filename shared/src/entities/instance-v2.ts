type Json = Record<string, unknown>;

const object = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/**
 * `GET /api/v2/instance` read into the one Instance shape the screens know (the v1 reply's). The v2
 * reply is what current Mastodon, GoToSocial, Pleroma and Akkoma all serve; v1 is deprecated on
 * Mastodon. Pleroma and Akkoma put their extension object (`pleroma`) in both, with the upload
 * limits moved into its metadata in v2.
 */
export function instanceV1FromV2(json: unknown): Json {
  const v2 = object(json);
  const configuration = object(v2.configuration);
  const registrations = object(v2.registrations);
  const contact = object(v2.contact);
  const pleroma = object(v2.pleroma);
  const metadata = object(pleroma.metadata);
  const media = object(configuration.media_attachments);
  const vapid = object(configuration.vapid);
  return {
    uri: v2.domain,
    title: v2.title,
    description: v2.description,
    short_description: v2.description,
    email: contact.email,
    version: v2.version,
    api_versions: v2.api_versions,
    feature_quote: v2.feature_quote,
    urls: { streaming_api: object(configuration.urls).streaming ?? null },
    thumbnail: object(v2.thumbnail).url ?? null,
    languages: v2.languages,
    registrations: registrations.enabled,
    approval_required: registrations.approval_required,
    contact_account: contact.account ?? null,
    rules: v2.rules,
    configuration,
    upload_limit: media.image_size_limit,
    avatar_upload_limit: metadata.avatar_upload_limit,
    background_upload_limit: metadata.background_upload_limit,
    banner_upload_limit: metadata.banner_upload_limit,
    description_limit: metadata.description_limit,
    background_image: metadata.background_image,
    pleroma:
      Object.keys(pleroma).length > 0
        ? { ...pleroma, vapid_public_key: pleroma.vapid_public_key ?? vapid.public_key ?? null }
        : undefined,
  };
}

/** Whether a v2 instance reply describes an instance at all (its domain or title is a string). */
export function describesInstance(json: unknown): boolean {
  const v2 = object(json);
  return typeof v2.domain === 'string' || typeof v2.title === 'string';
}
