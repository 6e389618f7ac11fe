import { createBrowserRouter, Navigate, type RouteObject } from "react-router";

/**
 * Every screen is loaded lazily so the public landing page never downloads the signed-in app.
 * Areas register their screens here, one block per area.
 */
const publicRoutes: RouteObject[] = [
  // Landing, audit result and not-found routes are registered by the landing area (issue 3).
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
