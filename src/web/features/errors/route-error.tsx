import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorScreen } from "./error-screen";

/** The screen shown when a route throws while loading or rendering (spec §8). */
export function RouteError() {
  const error = useRouteError();
  return (
    <ErrorScreen
      error={error}
      detail={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined}
    />
  );
}
