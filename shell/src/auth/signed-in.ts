// What only a signed-in reader's frame draws, one chunk (app/shell-parts.ts `signedInPart`): the
// account corner with the log-out sequence, and the floating new-post button.
export { NewPostButton } from '../layout/new-post-button';
export { AccountMenu } from './account-menu';
