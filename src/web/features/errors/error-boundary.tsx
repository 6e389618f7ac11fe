import { Component, type ReactNode } from "react";
import { ErrorScreen } from "./error-screen";

/** Shows the error screen when a page rendered outside the router (the landing page) throws. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
