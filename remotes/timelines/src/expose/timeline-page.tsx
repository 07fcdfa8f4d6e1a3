// Exposed as `timelines/TimelinePage` (slot 'timelines/TimelinePage', props TimelinePageProps).
import { PartMessages, type TimelinePageProps } from '@murmur/shared/core';
import { timelinesCatalogue } from '../i18n/catalogue';
import { showOwnPostsAtOnce } from '../timeline/own-posts';
import { followSignedInReader } from '../timeline/signed-in-sync';
import { TimelinePage } from '../timeline/timeline-page';

showOwnPostsAtOnce();
// Notifications are fetched at start (a signed-in reader's) so the title badge counts what was
// already there.
followSignedInReader();

/** The timeline screen in the interface language (the timelines remote's own catalogue). */
export default function TimelinePageInLanguage(props: TimelinePageProps) {
  return (
    <PartMessages loader={timelinesCatalogue}>
      <TimelinePage {...props} />
    </PartMessages>
  );
}
