/** spec 1 section 8: chunk loading times out after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
