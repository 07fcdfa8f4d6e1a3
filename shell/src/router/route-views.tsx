import { Slot } from '@murmur/shared';
import { useParams } from 'react-router';
import { TimelineLoading } from '../layout/timeline-loading';

/** /main/all, /main/public, /main/bubble: rendered by the timelines remote. */
export function PublicTimelineRoute({ timeline }: { timeline: 'publicAndExternal' | 'public' | 'bubble' }) {
  return <Slot name="timelines/TimelinePage" props={{ timeline }} loading={<TimelineLoading />} />;
}

/** /tag/{tag} */
export function TagTimelineRoute() {
  const { tag = '' } = useParams();
  return (
    <Slot name="timelines/TimelinePage" props={{ timeline: 'tag', tag }} loading={<TimelineLoading />} />
  );
}
