import { useLayoutEffect, useRef, useState } from 'react';

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

const handed = new Map<string, { form: InlineForm; at: number }>();

export function handOverInlineForm(statusId: string, form: InlineForm, now = performance.now()): void {
  handed.set(statusId, { form, at: now });
}

export function takeOverInlineForm(statusId: string, now = performance.now()): InlineForm | null {
  const record = handed.get(statusId);
  handed.delete(statusId);
  return record && now - record.at < HANDOVER_MS ? record.form : null;
}

/**
 * The post's open inline form, handed over between a display that unmounts and one that mounts
 * in the same update. Layout effects: the unmounting display's cleanup runs before the mounting
 * one's effect, and the form is back before the browser paints.
 */
export function useInlineForm(statusId: string) {
  const [form, setForm] = useState<InlineForm | null>(null);
  const current = useRef(form);
  current.current = form;
  useLayoutEffect(() => {
    const taken = takeOverInlineForm(statusId);
    if (taken) setForm(taken);
    return () => {
      if (current.current) handOverInlineForm(statusId, current.current);
    };
  }, [statusId]);
  return [form, setForm] as const;
}
