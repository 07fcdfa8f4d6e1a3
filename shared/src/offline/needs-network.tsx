import { useCallback, useId } from 'react';
import { defineMessages, type MessageDescriptor, type NoMessageValues, useIntl } from 'react-intl';
import { useOnline } from './connectivity';

/**
 * The words for a control that needs the server while there is no network (issue 36). A part that
 * uses `NeedsNetworkReason` lists this file in its extractor (package.json `i18n:extract:*`), so
 * its catalogues carry these ids.
 */
// Annotated as plain descriptors: the declaration files the package publishes cannot name
// react-intl's inferred message types.
export const needsNetworkMessages: Record<'reason' | 'unavailable', MessageDescriptor> = defineMessages<{
  reason: NoMessageValues;
  unavailable: { action: string };
}>({
  reason: {
    id: 'offline_action.reason',
    defaultMessage: 'Not available offline: this needs the server. It comes back with the network.',
  },
  unavailable: { id: 'offline_action.unavailable', defaultMessage: '{action}: not available offline' },
});

/** What a control that sends to the server needs to be disabled offline with its reason. */
export interface NeedsNetwork {
  /** False while the browser has no network. */
  online: boolean;
  /** The id of the reason's element (`NeedsNetworkReason`), or the one given to the hook. */
  reasonId: string;
  /**
   * Props for the control: offline it is `aria-disabled` and described by the reason. Not
   * `disabled`, so it stays in the keyboard's loop and can be read. `describedBy` (an id the
   * control is already described by) is kept.
   */
  control(describedBy?: string): { 'aria-disabled'?: true; 'aria-describedby'?: string };
  /**
   * The handler, or offline one that only stops the event's default (a form's submit, a link's or
   * a checkbox's click): nothing is sent and nothing typed is lost.
   */
  guard<A extends unknown[]>(run: (...args: A) => unknown): (...args: A) => void;
}

function stopDefault(first: unknown): void {
  if (first && typeof first === 'object' && 'preventDefault' in first) {
    const prevent = (first as { preventDefault?: unknown }).preventDefault;
    if (typeof prevent === 'function') prevent.call(first);
  }
}

/**
 * A control that sends to the server, disabled offline with the reason and enabled again when the
 * network comes back (`useOnline`). `reasonId`: the reason is shown elsewhere once for a group
 * (its element carries that id); without it, the caller shows `NeedsNetworkReason` for this one.
 */
export function useNeedsNetwork(reasonId?: string): NeedsNetwork {
  const online = useOnline();
  const ownId = useId();
  const id = reasonId ?? ownId;
  const control = useCallback(
    (describedBy?: string) =>
      online
        ? describedBy
          ? { 'aria-describedby': describedBy }
          : {}
        : {
            'aria-disabled': true as const,
            'aria-describedby': describedBy ? `${describedBy} ${id}` : id,
          },
    [online, id],
  );
  const guard = useCallback(
    <A extends unknown[]>(run: (...args: A) => unknown) =>
      (...args: A) => {
        if (online) {
          run(...args);
          return;
        }
        stopDefault(args[0]);
      },
    [online],
  );
  return { online, reasonId: id, control, guard };
}

/** The reason, shown only offline, with the id the controls are described by. */
export function NeedsNetworkReason({
  net,
  className,
  action,
}: {
  net: Pick<NeedsNetwork, 'online' | 'reasonId'>;
  className?: string;
  /** The action's name: "Save: not available offline"; without it, the general sentence. */
  action?: string;
}) {
  const intl = useIntl();
  if (net.online) return null;
  return (
    <span id={net.reasonId} className={className} data-offline-reason="">
      {action
        ? intl.formatMessage(needsNetworkMessages.unavailable, { action })
        : intl.formatMessage(needsNetworkMessages.reason)}
    </span>
  );
}
