import * as z from 'zod/mini';
import { lazySchema } from '../entities/lazy-schema';
import '../entities/zod-config';

/**
 * /static/remotes.json: remote name to the URL of its mf-manifest.json, plus optional slot
 * overrides. Operators edit this file to swap a remote without rebuilding the shell.
 */
export const remotesManifestSchema = lazySchema(() =>
  z.object({
    remotes: z.record(z.string().check(z.regex(/^[a-zA-Z_][\w]*$/)), z.string().check(z.minLength(1))),
    slots: z._default(z.record(z.string(), z.string()), {}),
  }),
);

export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

/** Parses the manifest, resolving relative URLs against the manifest's own address. */
export function parseRemotesManifest(json: unknown, baseUrl: string): RemotesManifest {
  const parsed = remotesManifestSchema.parse(json);
  const remotes: Record<string, string> = {};
  for (const [name, url] of Object.entries(parsed.remotes)) {
    remotes[name] = new URL(url, baseUrl).toString();
  }
  return { remotes, slots: parsed.slots };
}
