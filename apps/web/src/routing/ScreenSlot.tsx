import type { ReactNode } from 'react';
import { Component, Suspense } from 'react';
import { useLocation } from 'wouter';
import { PageLoadFailed } from '../pages/PageLoadFailed';
import { Spinner } from '../ui/Spinner';

interface BoundaryProps {
  /** The page shown: a new page clears a failure, as the person moves on. */
  path: string;
  children: ReactNode;
}

/** Catches a screen that fails as it renders, and says so (`PageLoadFailed`) until the page changes. */
class ScreenBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.path !== this.props.path && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}

/**
 * Where a frame (the app's, the wizard's, the portal's) shows its page: a spinner while the page's
 * code loads or its entry is checked (the wizard's page-load guard synchronising the club), and
 * the page-load failure's alert should the page fail as it renders, the frame around it staying.
 */
export function ScreenSlot({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return (
    <ScreenBoundary path={path}>
      <Suspense fallback={<Spinner label="Loading" />}>{children}</Suspense>
    </ScreenBoundary>
  );
}
