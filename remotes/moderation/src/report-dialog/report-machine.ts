/** The report dialog's states (spec 2 section 4): idle, processing, then closed or an error. */
export type ReportDialogState =
  | { kind: 'idle' }
  | { kind: 'processing' }
  | { kind: 'error' }
  | { kind: 'closed' };

export type ReportDialogAction = 'submit' | 'succeeded' | 'failed';

/** One transition; a submit while processing is ignored (the button is disabled too). */
export function reportTransition(state: ReportDialogState, action: ReportDialogAction): ReportDialogState {
  switch (action) {
    case 'submit':
      return state.kind === 'processing' ? state : { kind: 'processing' };
    case 'succeeded':
      return state.kind === 'processing' ? { kind: 'closed' } : state;
    case 'failed':
      return state.kind === 'processing' ? { kind: 'error' } : state;
  }
}

/** Spec 2 section 4: the forward option names the instance after the '@' of a remote screen name. */
export function remoteInstanceOf(acct: string): string | null {
  const at = acct.lastIndexOf('@');
  return at > 0 ? acct.slice(at + 1) || null : null;
}
