import { Component, createRef, type ReactNode } from 'react';

const focusedTop = (element: HTMLElement | null): number | null =>
  element?.querySelector('[aria-current="true"]')?.getBoundingClientRect().top ?? null;

interface Props {
  className: string;
  /**
   * True while the thread opens chunk by chunk and a chunk may still land above the focused
   * status; otherwise the page moves as it always did (and layout is not read for nothing).
   */
  active: boolean;
  children: ReactNode;
}

/**
 * The thread's element, which keeps the focused status where it is on screen while chunks land
 * above it. Browsers anchor scrolling themselves, but not at the very top of the page (where a
 * thread opened on a late status starts, nothing above it yet) nor in every browser. The position
 * is read just before a chunk enters the DOM and just after, so where the browser did anchor there
 * is nothing left to correct. A class: only getSnapshotBeforeUpdate runs before the DOM changes.
 */
export class KeepFocusedInPlace extends Component<Props> {
  private readonly element = createRef<HTMLDivElement>();

  // The props before the update: the chunk that reveals the last status above is the one to watch.
  override getSnapshotBeforeUpdate(previous: Props): number | null {
    return previous.active ? focusedTop(this.element.current) : null;
  }

  override componentDidUpdate(_props: Props, _state: unknown, before: number | null): void {
    const after = focusedTop(this.element.current);
    if (before !== null && after !== null && after !== before) window.scrollBy(0, after - before);
  }

  override render() {
    return (
      <div ref={this.element} className={this.props.className}>
        {this.props.children}
      </div>
    );
  }
}
