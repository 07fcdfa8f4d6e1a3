// Helpers for the tests of every part (`@murmur/shared/testing`). Not part of the shared
// singleton the browser loads.
export {
  type CatalogueDifferences,
  catalogueDifferences,
  catalogueProblems,
  messageProblems,
} from './catalogue-checks';
export { accountJson, statusJson } from './fixtures';
export { describePartCatalogues } from './part-catalogue-suite';
export { catalogueFileProblems, catalogueFiles, englishProblems, folderLanguages } from './part-catalogues';
export { SlotTestFrame } from './slot-test-frame';
