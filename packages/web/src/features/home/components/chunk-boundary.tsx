import { Component } from 'react';
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Told once when the lazily loaded part failed (e.g. its chunk could not be fetched). */
  onError?: () => void;
}

/**
 * Around a lazily loaded enhancement (carousel, pop-up, modal): if its chunk
 * fails to load, the page goes on without it instead of showing the route error.
 */
export class ChunkBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
