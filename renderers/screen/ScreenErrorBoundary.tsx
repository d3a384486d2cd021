import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from 'antd';
import { formatMessage } from '../../engine-core/i18n';
import { screenMessages } from './messages';

interface Props {
  name: string;
  children: ReactNode;
  /** the host replaces the screen (an earlier copy, the default): nothing is drawn here meanwhile */
  onError?: (error: Error) => void;
}

/**
 * A screen that throws while rendering shows what went wrong instead of a blank page, or, when its host takes
 * over (`onError`), is handed back to the host, which renders another copy in its place.
 */
export class ScreenErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[screen] ${this.props.name} crashed`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.onError) return null;
    return (
      <Alert
        type="error"
        showIcon
        data-testid="screen-error"
        message={`${formatMessage(screenMessages.schemaError)}: ${this.props.name}`}
        description={this.state.error.message}
      />
    );
  }
}
