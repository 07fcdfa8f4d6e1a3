import { getApiClient, loadSchemas, useSession } from '@murmur/shared/core';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { tagMessages } from './messages';

type FollowState = { status: 'unknown' } | { status: 'ready'; following: boolean; busy: boolean };

function tagPath(tag: string): string {
  return `/api/v1/tags/${encodeURIComponent(tag)}`;
}

/**
 * Spec 2 section 2: on a tag timeline a signed-in user sees a follow or unfollow button. The
 * current state comes from GET /api/v1/tags/{tag}; a server without followed tags answers that
 * with an error, and then no button is shown.
 */
export function TagFollowButton({ tag }: { tag: string }) {
  const session = useSession();
  const signedIn = session.kind === 'user';
  const [state, setState] = useState<FollowState>({ status: 'unknown' });

  useEffect(() => {
    setState({ status: 'unknown' });
    if (!signedIn || !tag) return;
    const controller = new AbortController();
    loadSchemas()
      .then(({ tagSchema }) =>
        getApiClient().get(tagPath(tag), { schema: tagSchema, signal: controller.signal }),
      )
      .then(({ data }) => setState({ status: 'ready', following: data.following, busy: false }))
      .catch(() => {
        // No followed tags on this server (or the tag is unknown): nothing to offer.
      });
    return () => controller.abort();
  }, [signedIn, tag]);

  if (!signedIn || state.status === 'unknown') return null;

  const toggle = () => {
    if (state.busy) return;
    const wanted = !state.following;
    setState({ status: 'ready', following: wanted, busy: true });
    loadSchemas()
      .then(({ tagSchema }) =>
        getApiClient().post(`${tagPath(tag)}/${wanted ? 'follow' : 'unfollow'}`, { schema: tagSchema }),
      )
      .then(
        ({ data }) => setState({ status: 'ready', following: data.following, busy: false }),
        () => setState({ status: 'ready', following: !wanted, busy: false }),
      );
  };

  return (
    <button type="button" className="button timeline-tag-follow" onClick={toggle} aria-disabled={state.busy}>
      <FormattedMessage {...(state.following ? tagMessages.unfollow : tagMessages.follow)} />
    </button>
  );
}
