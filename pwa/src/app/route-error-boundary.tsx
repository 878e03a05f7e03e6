import { Component } from 'react';
import type { ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  /** The current location (a new object on each navigation): going elsewhere clears the error. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/**
 * Shows RouteError in place of the app when a page fails to render or its code fails to load (for
 * example offline, before the service worker has it); the next navigation tries again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page could not be shown', error);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
