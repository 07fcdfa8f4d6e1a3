import type { FastifyInstance } from 'fastify';
import type { DevInstance } from '../instance';
import { accountReadRoutes } from './accounts-read';
import { accountWriteRoutes } from './accounts-write';
import { adminStatusRoutes } from './admin-statuses';
import { adminUserRoutes } from './admin-users';
import { announcementRoutes } from './announcements';
import { collectionRoutes } from './collections';
import { conversationRoutes } from './conversations';
import { credentialRoutes } from './credentials';
import { devRoutes } from './dev';
import { devReplayRoutes } from './dev-replay';
import { filterRoutes } from './filters';
import { instanceRoutes } from './instance';
import { listRoutes } from './lists';
import { mascotRoutes } from './mascot';
import { mediaRoutes } from './media';
import { mediaFileRoutes } from './media-files';
import { notificationRoutes } from './notifications';
import { oauthRoutes } from './oauth';
import { pollRoutes } from './polls';
import { pushRoutes } from './push';
import { reactionRoutes } from './reactions';
import { registrationRoutes } from './registration';
import { reportRoutes } from './reports';
import { searchRoutes } from './search';
import { securityRoutes } from './security';
import { settingsProfileRoutes } from './settings-profiles';
import { socialRoutes } from './social';
import { staticRoutes } from './static';
import { statusReadRoutes } from './statuses-read';
import { statusWriteRoutes } from './statuses-write';
import { tagRoutes } from './tags';
import { timelineRoutes } from './timelines';
import { translateRoutes } from './translate';

export function registerRoutes(app: FastifyInstance, inst: DevInstance): void {
  for (const register of [
    devRoutes,
    devReplayRoutes,
    instanceRoutes,
    oauthRoutes,
    registrationRoutes,
    timelineRoutes,
    collectionRoutes,
    statusReadRoutes,
    statusWriteRoutes,
    reactionRoutes,
    pollRoutes,
    translateRoutes,
    accountReadRoutes,
    accountWriteRoutes,
    credentialRoutes,
    securityRoutes,
    socialRoutes,
    mediaRoutes,
    mediaFileRoutes,
    notificationRoutes,
    listRoutes,
    searchRoutes,
    tagRoutes,
    announcementRoutes,
    reportRoutes,
    adminUserRoutes,
    adminStatusRoutes,
    pushRoutes,
    settingsProfileRoutes,
    staticRoutes,
    mascotRoutes,
    filterRoutes,
    conversationRoutes,
  ]) {
    register(app, inst);
  }
}
