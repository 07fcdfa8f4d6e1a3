/** An error that becomes a JSON reply `{ "error": message }` (plus extra fields) with a status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = 'Record not found') => new ApiError(404, message);
export const unauthorized = (message = 'The access token is invalid') => new ApiError(401, message);
export const forbidden = (message = 'This action is outside the authorized scopes') =>
  new ApiError(403, message);
export const badRequest = (message: string) => new ApiError(400, message);
export const unprocessable = (message: string) => new ApiError(422, message);
