import { bus } from '@murmur/shared/core';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { isKnownNotice, noticeMessages } from './notice-messages';
import { type Notice, noticeFrom, repeatsNotice, staysUntilClosed } from './notice-model';

function useNoticeText(): (notice: Notice) => string {
  const intl = useIntl();
  return (notice) => {
    if (notice.text) return notice.text;
    const key = notice.messageKey;
    let descriptor: MessageDescriptor;
    if (isKnownNotice(key)) descriptor = noticeMessages[key];
    else if (Object.hasOwn(intl.messages, key)) descriptor = { id: key };
    else descriptor = noticeMessages['general.generic_error'];
    return intl.formatMessage(descriptor, notice.messageArgs);
  };
}

function NoticeItem({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const intl = useIntl();
  const text = useNoticeText();
  const action = notice.action;
  const actionText = (a: NonNullable<Notice['action']>) => {
    if (a.text) return a.text;
    if (isKnownNotice(a.messageKey)) return intl.formatMessage(noticeMessages[a.messageKey]);
    if (Object.hasOwn(intl.messages, a.messageKey)) return intl.formatMessage({ id: a.messageKey });
    return a.messageKey;
  };
  return (
    <div className={`notice notice--${notice.level}`} data-level={notice.level}>
      <span className="notice__text">{text(notice)}</span>
      {action ? (
        <button
          type="button"
          className="notice__action"
          onClick={() => {
            if (!action.keepsNotice) onClose();
            action.run();
          }}
        >
          {actionText(action)}
        </button>
      ) : null}
      <button
        type="button"
        className="notice__close"
        aria-label={intl.formatMessage(noticeMessages.close)}
        onClick={onClose}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * The global notices (spec 1 section 3): raised by any part through the bus, with a level (error
 * by default, success, warning, info), a message key and its arguments; dismissed by their close
 * button or after their timeout (5 s, 2 s for the settings-saved success). Errors are announced
 * assertively, the others politely.
 */
export function NoticeHost() {
  const intl = useIntl();
  const [notices, setNotices] = useState<Notice[]>([]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const subscription = bus.on('notice/raised').subscribe((event) => {
      const notice = noticeFrom(event);
      // A named notice replaces the one of that name; the same notice again replaces itself.
      setNotices((list) => [
        ...list.filter(
          (n) =>
            !(notice.noticeId !== undefined && n.noticeId === notice.noticeId) && !repeatsNotice(n, notice),
        ),
        notice,
      ]);
      if (staysUntilClosed(notice)) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        setNotices((list) => list.filter((n) => n.id !== notice.id));
      }, notice.timeoutMs);
      timers.add(timer);
    });
    const withdrawals = bus.on('notice/withdrawn').subscribe(({ noticeId }) => {
      setNotices((list) => list.filter((n) => n.noticeId !== noticeId));
    });
    return () => {
      withdrawals.unsubscribe();
      subscription.unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  const dismiss = (id: number) => setNotices((list) => list.filter((n) => n.id !== id));
  const errors = notices.filter((n) => n.level === 'error');
  const others = notices.filter((n) => n.level !== 'error');

  return (
    <div className="notices">
      <div role="alert" aria-live="assertive" aria-label={intl.formatMessage(noticeMessages.errorsRegion)}>
        {errors.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onClose={() => dismiss(notice.id)} />
        ))}
      </div>
      <div
        role="status"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={intl.formatMessage(noticeMessages.noticesRegion)}
      >
        {others.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onClose={() => dismiss(notice.id)} />
        ))}
      </div>
    </div>
  );
}
