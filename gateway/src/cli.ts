import { parseArgs } from 'node:util';
import { remoteOriginOf } from './security-policy';

/** What `gateway start` was asked to do, from its arguments and environment. */
export interface GatewayCommand {
  port: number;
  host: string;
  backend: string;
  overlay?: string;
  builds?: string;
  remoteOrigins: string[];
  /** Embed start-up data in the landing pages (`--start-up-data off` turns it off). */
  startUpData: boolean;
  /** Compress replies (`--compression off` turns it off). */
  compression: boolean;
}

export const GATEWAY_USAGE = `Serves Murmur's build same-origin with the server it talks to.

Usage: pnpm --filter @murmur/gateway start [options]

Options:
  --port <port>            Port to listen on (PORT; default 8080)
  --host <host>            Address to listen on (HOST; default 127.0.0.1)
  --backend <url>          The Akkoma/Pleroma server (MURMUR_BACKEND; default http://127.0.0.1:4000)
  --overlay <dir>          A folder whose files win over the build's at the same path: the operator's
                           static/remotes.json and the remotes it names (MURMUR_OVERLAY)
  --remote-origin <origin> An origin remotes may be served from besides this one, e.g.
                           https://remotes.example; repeat it for each (MURMUR_REMOTE_ORIGINS,
                           space-separated). The policy's script-src, style-src and connect-src grow
                           by exactly these.
  --builds <dir>           Serve the builds of another checkout (its shell/dist, remotes/*/dist)
                           (MURMUR_BUILDS)
  --start-up-data on|off   Embed the instance, nodeinfo, remotes.json, the first screen's manifests
                           and a visitor's first timeline page in the landing pages
                           (MURMUR_START_UP_DATA; default on)
  --compression on|off     Compress replies the browser accepts compressed (MURMUR_COMPRESSION;
                           default on)
  -h, --help               Show this and exit`;

/** Parses `argv` (without node and the script); throws with a message naming the bad option. */
export function parseGatewayCommand(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): GatewayCommand | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      help: { type: 'boolean', short: 'h' },
      port: { type: 'string', default: env.PORT ?? '8080' },
      host: { type: 'string', default: env.HOST ?? '127.0.0.1' },
      backend: { type: 'string', default: env.MURMUR_BACKEND ?? 'http://127.0.0.1:4000' },
      overlay: { type: 'string', default: env.MURMUR_OVERLAY },
      'remote-origin': { type: 'string', multiple: true },
      // Another folder laid out like the repository (shell/dist, remotes/<name>/dist): benchmarks
      // serve an earlier build beside the current one with it.
      builds: { type: 'string', default: env.MURMUR_BUILDS },
      // 'off': the landing pages carry no embedded start-up data (the journeys that replace the
      // server's answers in the browser need the client to ask them itself).
      'start-up-data': { type: 'string', default: env.MURMUR_START_UP_DATA ?? 'on' },
      // 'off': files and replies as they are (a proxy in front that compresses, or a before/after
      // measure of the compression itself).
      compression: { type: 'string', default: env.MURMUR_COMPRESSION ?? 'on' },
    },
  });
  if (values.help) return 'help';
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port ${values.port}: not a port`);
  try {
    new URL(values.backend);
  } catch {
    throw new Error(`--backend ${values.backend}: not a URL, e.g. http://127.0.0.1:4000`);
  }
  const origins =
    values['remote-origin'] ?? (env.MURMUR_REMOTE_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
  return {
    port,
    host: values.host,
    backend: values.backend,
    ...(values.overlay ? { overlay: values.overlay } : {}),
    ...(values.builds ? { builds: values.builds } : {}),
    remoteOrigins: [...new Set(origins.map(remoteOriginOf))],
    startUpData: values['start-up-data'] !== 'off',
    compression: values.compression !== 'off',
  };
}

/** The start-up lines: where Murmur is, and what an operator changed (an overlay, remote origins). */
export function startUpLines(command: GatewayCommand, overlayDir?: string): string[] {
  return [
    `Murmur is at http://localhost:${command.port} (server: ${command.backend})`,
    ...(overlayDir ? [`Overlay in use: files in ${overlayDir} win over the build's`] : []),
    ...(command.remoteOrigins.length > 0
      ? [`Remotes may also be served from: ${command.remoteOrigins.join(' ')}`]
      : []),
  ];
}
