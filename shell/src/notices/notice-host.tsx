import { bus, NOTICE_TIMEOUT_MS } from '@murmur/shared';
import { useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { isKnownNotice, noticeMessages } from './notice-messages';

interface ShownNotice {
  id: number;
  level: 'error' | 'success' | 'warning' | 'info';
  messageKey: string;
  messageArgs: Record<string, string | number>;
}

let nextId = 1;

function noticeDescriptor(key: string): MessageDescriptor {
  return isKnownNotice(key) ? noticeMessages[key] : noticeMessages['general.generic_error'];
}

/**
 * The global notices (spec 1 section 3): raised by any part through the bus, shown in a live
 * region, dismissed by their close button or after their timeout (5 s by default).
 */
export function NoticeHost() {
  const intl = useIntl();
  const [notices, setNotices] = useState<ShownNotice[]>([]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const subscription = bus.on('notice/raised').subscribe((event) => {
      const notice: ShownNotice = {
        id: nextId++,
        level: event.level ?? 'error',
        messageKey: event.messageKey,
        messageArgs: (event.messageArgs ?? {}) as Record<string, string | number>,
      };
      setNotices((list) => [...list, notice]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setNotices((list) => list.filter((n) => n.id !== notice.id));
      }, event.timeoutMs ?? NOTICE_TIMEOUT_MS);
      timers.add(timer);
    });
    return () => {
      subscription.unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  const dismiss = (id: number) => setNotices((list) => list.filter((n) => n.id !== id));

  return (
    <div className="notices" role="status" aria-live="polite" aria-relevant="additions">
      {notices.map((notice) => (
        <div key={notice.id} className={`notice notice--${notice.level}`}>
          <span className="notice__text">
            {intl.formatMessage(noticeDescriptor(notice.messageKey), notice.messageArgs)}
          </span>
          <button
            type="button"
            className="notice__close"
            aria-label={intl.formatMessage(noticeMessages.close)}
            onClick={() => dismiss(notice.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
