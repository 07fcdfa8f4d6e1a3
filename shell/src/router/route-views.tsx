import {
  type FrontendConfig,
  rootRedirect,
  Slot,
  type TimelineKind,
  useFrontendConfig,
  useSession,
} from '@murmur/shared';
import { Navigate, useParams } from 'react-router';
import { TimelineLoading } from '../layout/timeline-loading';

/** A timeline screen, rendered by the timelines remote. */
export function TimelineRoute({ timeline }: { timeline: Exclude<TimelineKind, 'tag' | 'list' | 'user'> }) {
  return <Slot name="timelines/TimelinePage" props={{ timeline }} loading={<TimelineLoading />} />;
}

/** /tag/{tag} */
export function TagTimelineRoute() {
  const { tag = '' } = useParams();
  return (
    <Slot name="timelines/TimelinePage" props={{ timeline: 'tag', tag }} loading={<TimelineLoading />} />
  );
}

/** /lists/{id} */
export function ListTimelineRoute() {
  const { id = '' } = useParams();
  return (
    <Slot
      name="timelines/TimelinePage"
      props={{ timeline: 'list', listId: id }}
      loading={<TimelineLoading />}
    />
  );
}

function configuredRedirects(config: FrontendConfig) {
  return { redirectRootLogin: config.redirectRootLogin, redirectRootNoLogin: config.redirectRootNoLogin };
}

/** / goes to the root redirect: /main/friends signed in, /main/all otherwise (or as configured). */
export function RootRedirect() {
  const session = useSession();
  const config = useFrontendConfig();
  return <Navigate to={rootRedirect(session.kind === 'user', configuredRedirects(config))} replace />;
}

/** Where a login-required route sends an anonymous visitor: the logged-out root redirect. */
export function useLoggedOutRedirect(): string {
  return rootRedirect(false, configuredRedirects(useFrontendConfig()));
}
