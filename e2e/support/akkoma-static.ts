// The server that serves a released package as Akkoma does lives with the gateway now
// (gateway/src/release-server.ts), so an operator and an outside team can run it too
// (`node scripts/serve-release.mjs`); the journeys use it from there.
export {
  type AkkomaStaticOptions,
  type AkkomaStaticServer,
  startAkkomaStatic,
} from '../../gateway/src/release-server';
