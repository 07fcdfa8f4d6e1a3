import {
  type Account,
  ApiError,
  classifyError,
  getApiClient,
  isHumanSentence,
  NetworkError,
  type Params,
  parseAccount,
  store,
  useAccount,
  useSession,
} from '@murmur/shared';

/** The signed-in user's account from the entity store (undefined for a visitor or before it loads). */
export function useOwnAccount(): Account | undefined {
  const session = useSession();
  return useAccount(session.kind === 'user' ? session.accountId : null);
}

/** PATCH update_credentials (JSON, or multipart with images); the answer replaces the stored account. */
export async function updateCredentials(body: Params | FormData): Promise<Account> {
  const reply = await getApiClient().patch<unknown>(
    '/api/v1/accounts/update_credentials',
    body instanceof FormData ? { body } : { json: body },
  );
  const account = parseAccount(reply.data);
  if (!account) throw new Error('unreadable account');
  store.accounts.upsert(account);
  return account;
}

/**
 * Pleroma's account operations (change_password, delete_account, ...) answer 200 with an
 * `error` field when they refuse: that is a failure here, carrying the server's text.
 */
export async function pleromaCall(
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  path: string,
  form?: Params,
): Promise<unknown> {
  const reply = await getApiClient().request<unknown>(method, path, form ? { json: form } : {});
  const data = reply.data as { error?: unknown } | null;
  if (data && typeof data === 'object' && typeof data.error === 'string') throw new Error(data.error);
  return reply.data;
}

/** The server's reason if it gave one, else null (the caller shows its own message). */
export function reasonOf(error: unknown): string | null {
  // Only a sentence for people: never a status phrase or a machine code.
  if (error instanceof ApiError) return classifyError(error).serverText ?? null;
  // No answer at all: the caller words it (offline), not the fetch's own message.
  if (error instanceof NetworkError) return null;
  if (error instanceof Error && error.message !== 'unreadable account' && isHumanSentence(error.message))
    return error.message;
  return null;
}
