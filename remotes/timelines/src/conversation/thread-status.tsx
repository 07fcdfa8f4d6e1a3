import { Slot } from '@murmur/shared';
import { memo, type ReactNode, useEffect, useRef } from 'react';
import { StatusInteractions } from './status-interactions';

/** The composer's post; memoised so a thread growing chunk by chunk leaves the posts shown alone. */
const Post = memo(function Post({ id }: { id: string }) {
  // A pinned post says so in its thread too.
  return <Slot name="composer/Status" props={{ statusId: id, showPinned: true }} />;
});

interface ThreadStatusProps {
  id: string;
  focused: boolean;
  /** Scroll the focused status into view when it mounts; a virtual list scrolls by itself instead. */
  scrollOnMount?: boolean;
  children?: ReactNode;
}

/** One status of the thread; the opened one is highlighted, scrolled to and shows its interactions. */
export function ThreadStatus({ id, focused, scrollOnMount = true, children }: ThreadStatusProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused && scrollOnMount) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [focused, scrollOnMount]);
  return (
    <div
      ref={ref}
      className={focused ? 'conversation-status conversation-status--focused' : 'conversation-status'}
      data-status-id={id}
      aria-current={focused ? 'true' : undefined}
    >
      <Post id={id} />
      {focused ? <StatusInteractions statusId={id} /> : null}
      {children}
    </div>
  );
}
