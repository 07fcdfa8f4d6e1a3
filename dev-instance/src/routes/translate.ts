import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/viewer';
import type { DevInstance } from '../instance';
import { str } from '../util/params';
import { baseUrl, paramsOf } from '../util/request';
import { resolveBase } from '../world/urls';
import { visibleStatus } from './lookup';

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'German' },
  { code: 'fr', name: 'French' },
  { code: 'ja', name: 'Japanese' },
  { code: 'es', name: 'Spanish' },
];

/** A deterministic fake translator: the text comes back marked, so tests can see a translation happened. */
function translate(html: string, _target: string): string {
  return `[test translation] ${html}`;
}

export function translateRoutes(app: FastifyInstance, inst: DevInstance): void {
  app.get('/api/v1/akkoma/translation/languages', async () => ({ source: LANGUAGES, target: LANGUAGES }));

  app.get('/api/v1/statuses/:id/translations/:language', async (req) => {
    const viewer = requireUser(inst, req);
    const { id, language } = req.params as { id: string; language: string };
    const status = visibleStatus(inst, id, viewer);
    const from = str(paramsOf(req), 'from');
    return {
      detected_language: from || status.language || 'en',
      text: translate(resolveBase(status.content, baseUrl(req)), language),
      spoiler_text: status.spoilerText ? translate(status.spoilerText, language) : '',
    };
  });

  app.post('/api/v1/statuses/:id/translate', async (req) => {
    const viewer = requireUser(inst, req);
    const status = visibleStatus(inst, (req.params as { id: string }).id, viewer);
    const lang = str(paramsOf(req), 'lang') ?? 'en';
    return {
      content: translate(resolveBase(status.content, baseUrl(req)), lang),
      spoiler_text: status.spoilerText ? translate(status.spoilerText, lang) : '',
      detected_source_language: status.language ?? 'en',
      language: lang,
      media_attachments: [],
      poll: null,
      provider: 'Murmur test translator',
    };
  });
}
