import { Button } from 'antd';
import { Component, lazy, Suspense, type ReactNode } from 'react';

// Only a failure shows it: antd's Result (with its illustrations, about 10 KB gzip) is not fetched on a screen whose
// remotes load. Until it arrives, or if it cannot, the same message and Retry show plainly.
function PlainUnavailable({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p style={{ fontSize: 20 }}>{`${label} could not be loaded`}</p>
      <Button type="primary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

const RemoteUnavailable = lazy(() =>
  import('./RemoteUnavailable').then(
    (m) => ({ default: m.RemoteUnavailable }),
    () => ({ default: PlainUnavailable }),
  ),
);

interface Props {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** One boundary per mounted remote: a remote that fails to load never takes the layout down with it. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`[parcelwatch] ${this.props.label} failed to load`, error);
  }

  override render() {
    if (this.state.error) {
      const retry = () => {
        this.setState({ error: null });
        this.props.onRetry();
      };
      return (
        <Suspense fallback={<PlainUnavailable label={this.props.label} onRetry={retry} />}>
          <RemoteUnavailable label={this.props.label} onRetry={retry} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
