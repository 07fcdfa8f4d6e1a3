import type { SlotContracts, SlotName } from '@murmur/shared/core';
import {
  type FrontendConfig,
  rootRedirect,
  Slot,
  type TimelineKind,
  useFrontendConfig,
  useSession,
} from '@murmur/shared/core';
import { Navigate, useLocation, useParams } from 'react-router';
import { Lazy } from '../app/lazy-part';
import { notAvailablePart } from '../app/shell-parts';
import { TimelineLoading } from '../layout/timeline-loading';
import type { screenNames } from './not-available';

/** The name each route screen gives itself when its remote does not provide it. */
const SCREEN_OF_SLOT: Partial<Record<SlotName, keyof typeof screenNames>> = {
  'timelines/ConversationPage': 'conversation',
  'timelines/InteractionsPage': 'interactions',
  'timelines/NotificationsPanel': 'notifications',
  'timelines/AnnouncementsPage': 'announcements',
  'profiles/ProfilePage': 'userProfile',
  'profiles/RemoteUserResolver': 'userProfile',
  'profiles/FollowRequestsPage': 'friendRequests',
  'profiles/SearchPage': 'search',
  'profiles/WhoToFollowPage': 'whoToFollow',
  'profiles/AboutPage': 'about',
  'profiles/ListsPage': 'lists',
  'profiles/ListEditPage': 'listEdit',
};

/**
 * The 'not available yet' panel, a chunk of its own (only an older or an operator's remote that
 * lacks the screen needs it; issue 40): the loading panel the slot showed stays until it is here.
 */
function UnavailableScreen({ screen }: { screen: keyof typeof screenNames }) {
  return (
    <Lazy part={notAvailablePart} pending={<TimelineLoading />}>
      {(panel) => <panel.NotAvailable screen={panel.screenNames[screen]} />}
    </Lazy>
  );
}

function unavailableScreen(name: SlotName) {
  const screen = SCREEN_OF_SLOT[name];
  return screen ? <UnavailableScreen screen={screen} /> : undefined;
}

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

type RouteSlotName = {
  [N in SlotName]: SlotContracts[N] extends import('@murmur/shared').RouteScreenProps ? N : never;
}[SlotName];

/** A screen served by a remote: the route's parameters and query go to the slot as props. */
export function RouteSlot({ name }: { name: RouteSlotName }) {
  const params = useParams();
  const { search } = useLocation();
  return (
    // Keyed by the slot: a route left for another screen never renders the old screen with the new
    // route's parameters (the list editor asked for '/api/v1/lists//accounts' on its way out).
    <Slot
      key={name}
      name={name}
      props={{ params, search: search.replace(/^\?/, '') } as SlotContracts[RouteSlotName]}
      loading={<TimelineLoading />}
      unavailable={unavailableScreen(name)}
    />
  );
}

/** /notice/{id}: the conversation view of the timelines remote. */
export function ConversationRoute() {
  const { id = '' } = useParams();
  return (
    <Slot
      name="timelines/ConversationPage"
      props={{ statusId: id }}
      loading={<TimelineLoading />}
      unavailable={unavailableScreen('timelines/ConversationPage')}
    />
  );
}

/** /{username}/notifications: the notifications panel as a page. */
export function NotificationsRoute() {
  return (
    <Slot
      name="timelines/NotificationsPanel"
      props={{ placement: 'page' }}
      loading={<TimelineLoading />}
      unavailable={unavailableScreen('timelines/NotificationsPanel')}
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
