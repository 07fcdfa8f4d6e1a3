export type {
  ApiClient,
  ApiClientConfig,
  ApiResponse,
  HttpMethod,
  Params,
  ParamTree,
  ParamValue,
  RequestOptions,
  TokenGetter,
} from './client';
export {
  configureApiClient,
  createApiClient,
  flattenParams,
  getApiClient,
  REQUEST_TIMEOUT_MS,
} from './client';
export { classifyError, type ErrorWords, type ErrorWordsKind, isHumanSentence } from './error-words';
export { ApiError, InvalidResponseError, isAbortError, messageForStatus, NetworkError } from './errors';
export type { PageLinks } from './link-header';
export { parseLinkHeader } from './link-header';
export { paginate } from './paginate';
export type { GuardOptions, RepeatingTask, RepeatOptions } from './scheduler';
export {
  askGuarded,
  backoffDelay,
  MAX_BACKOFF_MS,
  repeat,
  resetScheduler,
  scheduledRuns,
} from './scheduler';
export { mapInSlices, SLICE_MS, sliceClock, yieldToPage } from './yield-to-page';
