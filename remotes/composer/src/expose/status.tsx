// Exposed as `composer/Status` (slot 'composer/Status', props StatusProps from @murmur/shared).
import '../status/status.css';
import { PartMessages, type StatusProps } from '@murmur/shared/core';
import { Suspense, useEffect } from 'react';
import { composerCatalogue } from '../i18n/catalogue';
import { PostPartBoundary } from '../parts/post-part-boundary';
import { warmPostParts, watchForParts } from '../parts/post-parts';
import { Status } from '../status/status';

// A post's parts leave as the page learns it will draw them, not with the post (decision 0255).
watchForParts();

/**
 * A post in the interface language. A feed renders this 20 times and more: the loader is one
 * module-level function, so the catalogue is fetched once per language, not once per post.
 */
export default function StatusInLanguage(props: StatusProps) {
  useEffect(warmPostParts, []);
  return (
    <PartMessages loader={composerCatalogue}>
      <PostPartBoundary>
        <Suspense fallback={<PostWaiting />}>
          <Status {...props} />
        </Suspense>
      </PostPartBoundary>
    </PartMessages>
  );
}

/**
 * Holds the post's place while a part it draws loads, as the feed's own placeholder does while this
 * module loads: the post then appears whole. Not an article and without a place in the feed, so the
 * keyboard loop never puts the focus on it (the focus would be lost when the post replaces it).
 */
function PostWaiting() {
  return <div className="status-waiting" aria-busy="true" />;
}
