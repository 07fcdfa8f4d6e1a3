import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// A low scrypt cost keeps seeding fast; this server only ever holds demo passwords.
const COST = { N: 1024, r: 8, p: 1 };

export function hashPassword(password: string, salt: string): string {
  return scryptSync(password, salt, 32, COST).toString('hex');
}

export function checkPassword(password: string, salt: string, hash: string | null): boolean {
  if (hash === null) return false;
  const a = Buffer.from(hashPassword(password, salt), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Random secrets for live objects (tokens, codes). Never used while seeding. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
