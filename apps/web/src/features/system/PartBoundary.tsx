import { Component, Suspense, type ReactNode } from 'react';
import { LoadFailure } from './LoadFailure';

export interface PartBoundaryProps {
  /** Shown while the part's code loads (nothing when left out). */
  loading?: ReactNode;
  children: ReactNode;
}

/**
 * Around a part of a screen whose code loads late (`lazyPart`): shows `loading` meanwhile and,
 * when the part fails, says so in its place with a way to try again, so the rest of the screen
 * stays on screen.
 */
export class PartBoundary extends Component<PartBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error !== null)
      return (
        <div className="app-part-error">
          <LoadFailure error={this.state.error} retry={() => this.setState({ error: null })} />
        </div>
      );
    return <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>;
  }
}
