import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** The inline form under a post: a reply or a quote. */
export type InlineForm = 'reply' | 'quote';

/**
 * A post display can be unmounted and mounted again in the same update: a thread that finishes
 * loading around the post it opened with draws that post again inside the whole thread, a list
 * re-keys. A reply form the reader had just opened there would close under their fingers. The
 * display that goes records its open form; one for the same post that comes within this window
 * takes it over. A display that comes later (the same post elsewhere, scrolled back to) does not.
 */
const HANDOVER_MS = 1_000;

const handed = new Map<string, { form: InlineForm; at: number; focused: boolean }>();

/** Records the form of a display that goes; `focused`: the focus was in the form then. */
export function handOverInlineForm(
  statusId: string,
  form: InlineForm,
  now = performance.now(),
  focused = false,
): void {
  handed.set(statusId, { form, at: now, focused });
}

/** The form handed over for this post, with whether it held the focus, once. */
export function takeOverInlineFormState(
  statusId: string,
  now = performance.now(),
): { form: InlineForm; focused: boolean } | null {
  const record = handed.get(statusId);
  handed.delete(statusId);
  return record && now - record.at < HANDOVER_MS ? { form: record.form, focused: record.focused } : null;
}

export function takeOverInlineForm(statusId: string, now = performance.now()): InlineForm | null {
  return takeOverInlineFormState(statusId, now)?.form ?? null;
}

/**
 * The post's open inline form, handed over between a display that unmounts and one that mounts
 * in the same update. Layout effects: the unmounting display's cleanup runs before the mounting
 * one's effect (and before its nodes leave the page, so the focus can still be read inside `box`),
 * and the form is back before the browser paints. `handedOverFocus` is undefined for a form the
 * reader opened here, else whether the form that went held the focus: only then does the new one
 * take it, so a reader who had moved on (to the post, then 'o') is not sent back into the draft.
 */
export function useInlineForm(statusId: string, box?: RefObject<HTMLElement | null>) {
  const [form, setForm] = useState<InlineForm | null>(null);
  const [handedOverFocus, setHandedOverFocus] = useState<boolean | undefined>(undefined);
  const current = useRef(form);
  current.current = form;
  useLayoutEffect(() => {
    const taken = takeOverInlineFormState(statusId);
    if (taken) {
      setForm(taken.form);
      setHandedOverFocus(taken.focused);
    }
    return () => {
      if (!current.current) return;
      const focused = Boolean(box?.current?.contains(document.activeElement));
      handOverInlineForm(statusId, current.current, performance.now(), focused);
    };
  }, [statusId, box]);
  // A form opened (or closed) by the reader afterwards is theirs again.
  const choose = (next: InlineForm | null | ((was: InlineForm | null) => InlineForm | null)) => {
    setHandedOverFocus(undefined);
    setForm(next);
  };
  return [form, choose, handedOverFocus] as const;
}
