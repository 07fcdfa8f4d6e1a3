import type { FastifyInstance } from 'fastify';
import type { DevInstance } from '../instance';
import { serializeInstance } from '../serialize/instance';
import { serializeInstanceV2 } from '../serialize/instance-v2';
import { serializeNodeinfo } from '../serialize/nodeinfo';
import { baseUrl } from '../util/request';
import { ctxOf } from './ctx';

export function instanceRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.get('/api/v1/instance', async (req) => serializeInstance(ctxOf(inst, req, null), inst.config));
  app.get('/api/v2/instance', async (req) => serializeInstanceV2(ctxOf(inst, req, null), inst.config));

  app.get('/.well-known/nodeinfo', async (req) => ({
    links: [
      { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: `${baseUrl(req)}/nodeinfo/2.0.json` },
      { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: `${baseUrl(req)}/nodeinfo/2.1.json` },
    ],
  }));
  app.get('/nodeinfo/2.0.json', async (req) => serializeNodeinfo(ctxOf(inst, req, null), inst.config, '2.0'));
  app.get('/nodeinfo/2.1.json', async (req) => serializeNodeinfo(ctxOf(inst, req, null), inst.config, '2.1'));

  app.get('/api/pleroma/frontend_configurations', async (req) => ({
    pleroma_fe: {
      theme: 'pleroma-dark',
      logo: `${baseUrl(req)}/static/logo.svg`,
      logoMask: true,
      logoMargin: '.1em',
      background: '/media/g/background/1920x1080.png',
      redirectRootNoLogin: '/main/all',
      redirectRootLogin: '/main/friends',
      showInstanceSpecificPanel: true,
      scopeOptionsEnabled: true,
      formattingOptionsEnabled: true,
      collapseMessageWithSubject: false,
      hidePostStats: false,
      hideUserStats: false,
      loginMethod: 'password',
      webPushNotifications: false,
      noAttachmentLinks: false,
      nsfwCensorImage: '',
      showFeaturesPanel: true,
      minimalScopesMode: false,
      subjectLineBehavior: 'email',
      alwaysShowSubjectInput: true,
      postContentType: 'text/plain',
      sidebarRight: false,
      conversationDisplay: 'linear',
      mentionLinkDisplay: 'short',
    },
    masto_fe: { showInstanceSpecificPanel: true },
  }));
}
