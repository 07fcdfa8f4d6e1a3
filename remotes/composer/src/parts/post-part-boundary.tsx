import { SlotError } from '@murmur/shared/core';
import { Component, Fragment, type ReactNode } from 'react';
import { forgetFailedParts, onPartLoaded } from './part';

interface Props {
  children: ReactNode;
}

/**
 * Around one post: a part it needs that fails to load shows the spec's worded error with Retry in
 * the post's place (the rest of the feed stays); Retry, or the same part loading for another post,
 * draws it again.
 */
export class PostPartBoundary extends Component<Props, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  private stopListening: (() => void) | null = null;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[murmur] a part of a post could not be loaded', error);
    this.stopListening ??= onPartLoaded(() => this.drawAgain());
  }

  override componentWillUnmount() {
    this.stopListening?.();
  }

  private retry = () => {
    forgetFailedParts();
    this.drawAgain();
  };

  private drawAgain = () => {
    this.stopListening?.();
    this.stopListening = null;
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return <SlotError onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
