import type { FastifyInstance } from 'fastify';
import type { DevInstance } from '../instance';
import { accountReadRoutes } from './accounts-read';
import { devRoutes } from './dev';
import { instanceRoutes } from './instance';
import { mediaFileRoutes } from './media-files';
import { statusReadRoutes } from './statuses-read';
import { timelineRoutes } from './timelines';

export function registerRoutes(app: FastifyInstance, inst: DevInstance): void {
  devRoutes(app, inst);
  instanceRoutes(app, inst);
  timelineRoutes(app, inst);
  statusReadRoutes(app, inst);
  accountReadRoutes(app, inst);
  mediaFileRoutes(app, inst);
}
