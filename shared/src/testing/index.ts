// Helpers for the tests of every part (`@murmur/shared/testing`). Not part of the shared
// singleton the browser loads.
export { type CatalogueDifferences, catalogueDifferences } from './catalogue-checks';
export { accountJson, statusJson } from './fixtures';
