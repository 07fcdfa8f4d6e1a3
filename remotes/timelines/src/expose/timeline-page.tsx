// Exposed as `timelines/TimelinePage` (slot 'timelines/TimelinePage', props TimelinePageProps).
import { TimelinePage } from '../timeline/timeline-page';

export default TimelinePage;
