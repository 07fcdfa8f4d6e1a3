import { getApiClient } from '@murmur/shared';

/**
 * Asks the instance to mail a reset link (spec 1 section 7): POST {instance}/auth/password with the
 * e-mail (or username) as a URL-encoded query parameter and no body. Resolves on 2xx; an ApiError
 * (429 when throttled) or NetworkError otherwise.
 */
export async function requestPasswordReset(emailOrUsername: string): Promise<void> {
  await getApiClient().post('/auth/password', { query: { email: emailOrUsername } });
}
