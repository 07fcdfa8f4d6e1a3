/**
 * The modal state machine of spec 1 section 4: hidden to visible on open; visible and minimized
 * toggle; close gives hidden. Toggling from hidden is illegal.
 */
export type ModalState = 'hidden' | 'visible' | 'minimized';
export type ModalAction = 'open' | 'toggle' | 'close';

export class IllegalModalTransition extends Error {
  constructor(
    readonly state: ModalState,
    readonly action: ModalAction,
  ) {
    super(`A modal cannot ${action} while ${state}`);
    this.name = 'IllegalModalTransition';
  }
}

export function modalTransition(state: ModalState, action: ModalAction): ModalState {
  switch (action) {
    case 'open':
      // Opening a minimized modal brings it back.
      return 'visible';
    case 'close':
      return 'hidden';
    case 'toggle':
      if (state === 'hidden') throw new IllegalModalTransition(state, action);
      return state === 'visible' ? 'minimized' : 'visible';
  }
}
