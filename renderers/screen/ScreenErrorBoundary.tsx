import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from 'antd';
import { formatMessage } from '../../engine-core/i18n';
import { screenMessages } from './messages';

/** A screen that throws while rendering shows what went wrong instead of a blank page. */
export class ScreenErrorBoundary extends Component<{ name: string; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[screen] ${this.props.name} crashed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
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
