import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { RouteError } from "./features/errors/route-error";

/**
 * Every screen is loaded lazily so the public landing page never downloads the signed-in app.
 * Areas register their screens here, one block per area.
 */
const publicRoutes: RouteObject[] = [
  // Landing area (issue 3): landing, demo audit result and not-found, each with the route error screen.
  { path: "/", errorElement: <RouteError />, lazy: () => import("./features/landing/landing-page").then((m) => ({ Component: m.LandingPage })) },
  { path: "/audit/result", errorElement: <RouteError />, lazy: () => import("./features/audit-result/audit-result-page").then((m) => ({ Component: m.AuditResultPage })) },
  { path: "*", errorElement: <RouteError />, lazy: () => import("./features/errors/not-found-page").then((m) => ({ Component: m.NotFoundPage })) },
  { path: "/sign-in", lazy: () => import("./features/auth/sign-in-page").then((m) => ({ Component: m.SignInPage })) },
];

const appRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="overview" replace /> },
  { path: "overview", lazy: () => import("./features/overview/overview-page").then((m) => ({ Component: m.OverviewPage })) },
];

export const router = createBrowserRouter([
  ...publicRoutes,
  {
    path: "/app",
    lazy: () => import("./features/shell/app-shell").then((m) => ({ Component: m.AppShell })),
    children: appRoutes,
  },
]);
