// For the layout's unit tests: a ResizeObserver the test drives, as the browser would report.

/** Stands in for `ResizeObserver`; `report(height)` delivers an entry with that border-box height. */
export class FakeResizeObserver {
  /** The observer made last (each test mounts one piece). */
  static current: FakeResizeObserver | null = null;
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.current = this;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  report(blockSize: number) {
    const entry = { borderBoxSize: [{ blockSize, inlineSize: 300 }] } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}
