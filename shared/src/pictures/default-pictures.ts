// Murmur's own default pictures, drawn in the favicon's style (the dark panel #182230, the
// accent #d8a070, round strokes): shown where an account has no avatar or header, or where the
// server's picture failed. Kept as SVG text here so every part bundles them without an asset
// loader; `img-src` admits data: URLs.

const AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="#182230"/><circle cx="48" cy="38" r="15" fill="none" stroke="#d8a070" stroke-width="6"/><path d="M21 80c4-14 15-21 27-21s23 7 27 21" fill="none" stroke="#d8a070" stroke-width="6" stroke-linecap="round"/><path d="M70 24c3 3 3 9 0 12M76 19c6 6 6 16 0 22" fill="none" stroke="#d8a070" stroke-opacity=".55" stroke-width="3.5" stroke-linecap="round"/></svg>`;

const HEADER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200" preserveAspectRatio="xMidYMid slice"><rect width="600" height="200" fill="#182230"/><g fill="none" stroke="#d8a070" stroke-linecap="round"><path d="M-10 150c60-40 120-40 180 0s120 40 180 0 120-40 180 0 120 40 180 0" stroke-opacity=".35" stroke-width="10"/><path d="M-10 110c60-30 120-30 180 0s120 30 180 0 120-30 180 0 120 30 180 0" stroke-opacity=".2" stroke-width="8"/><path d="M-10 70c60-20 120-20 180 0s120 20 180 0 120-20 180 0 120 20 180 0" stroke-opacity=".1" stroke-width="6"/></g></svg>`;

const asDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The picture shown for an account without a (working) avatar. */
export const DEFAULT_AVATAR_URL = asDataUrl(AVATAR_SVG);

/** The picture shown for an account without a (working) header. */
export const DEFAULT_HEADER_URL = asDataUrl(HEADER_SVG);
