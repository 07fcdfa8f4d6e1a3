import { createHash } from 'node:crypto';
import { ApiError } from '../util/errors';

// PKCE (RFC 7636) as Mastodon's Doorkeeper checks it: S256 only, the challenge kept with the
// code, and at the token grant a verifier that does not hash to it (or one sent for a code that
// had no challenge, or none for one that had) refused with `invalid_grant`.

/** Why an authorize request's PKCE fields are refused, or null when they are acceptable. */
export function pkceRequestProblem(challenge: string, method: string): string | null {
  if (!challenge) return method ? 'code_challenge_method given without code_challenge.' : null;
  if (method !== 'S256') return 'Only code_challenge_method=S256 is supported.';
  if (!/^[A-Za-z0-9_-]{43}$/.test(challenge)) return 'The code_challenge is not an S256 challenge.';
  return null;
}

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** The verifier rules of RFC 7636 section 4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export function pkceVerifierMatches(challenge: string | null, verifier: string | undefined): boolean {
  if (!challenge) return !verifier;
  if (!verifier || !VERIFIER.test(verifier)) return false;
  return s256(verifier) === challenge;
}

export function invalidGrant(): ApiError {
  return new ApiError(400, 'invalid_grant', {
    error_description:
      'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
  });
}
