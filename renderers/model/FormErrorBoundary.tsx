import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from 'antd';
import { formatMessage } from '../../engine-core/i18n';
import { modelMessages } from './messages';

interface Props {
  children: ReactNode;
  /** a new key (another document, another record) clears a caught error */
  resetKey?: unknown;
  /** a small inline fallback (table cells) instead of the alert */
  fallback?: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** A form (or a cell) that throws while rendering shows what went wrong instead of taking the page down. */
export class FormErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[model] render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <Alert
        type="error"
        showIcon
        data-testid="form-crashed"
        message={formatMessage(modelMessages.formCrashed)}
        description={<pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{this.state.error.message}</pre>}
      />
    );
  }
}
