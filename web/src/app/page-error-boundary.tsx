import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page.tsx';

interface PageErrorBoundaryProps {
  children: ReactNode;
}

interface PageErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Shows the route error page when rendering or loading a page fails (e.g. a
 * chunk gone after a deploy). The layout keys it by path, so the next
 * navigation starts with a fresh boundary.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
