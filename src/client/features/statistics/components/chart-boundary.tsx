import { Component, type ReactNode } from 'react';

/**
 * Keeps the tab working when the chart cannot be drawn: its chunk failed to load (a new version
 * was deployed meanwhile, the network dropped) or the browser has no canvas.
 */
export class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The statistics chart could not be drawn', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
