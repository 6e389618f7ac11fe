// Before any screen renders: their classes are merged (lib/utils.ts).
import "./lib/class-merge";
import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from "react-router";
import { i18n } from "./i18n/i18n";
import type { Namespace } from "./i18n/namespaces";
import { RouteError } from "./features/errors/route-error";
import type { ComingSoonTitle } from "./app/shell/coming-soon-page";

/**
 * Every screen is loaded lazily so the public landing page never downloads the signed-in app; the
 * screens that read the API through queries sit under the lazily loaded AppProviders layout.
 * Areas register their screens here, one block per area.
 */
/**
 * A screen's code and the catalogue namespaces it speaks, fetched together by the route's `lazy`, so the
 * router commits the navigation (the new address and the new screen) only once both are here. A
 * namespace first asked for in render suspends inside the router's transition instead: the address
 * already names the new page while the old page stays on screen and takes the user's typing, and the
 * new page then mounts empty — on a slow connection a user lost what she typed that way.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, ...namespaces: Namespace[]) {
  return async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
}

const publicRoutes: RouteObject[] = [
  // Landing area (issue 3): landing, demo audit result and not-found, each with the route error screen.
  {
    path: "/",
    errorElement: <RouteError />,
    lazy: () => import("./features/landing/landing-page").then((m) => ({ Component: m.LandingPage })),
  },
  {
    path: "/audit/result",
    errorElement: <RouteError />,
    lazy: () => import("./features/audit-result/audit-result-page").then((m) => ({ Component: m.AuditResultPage })),
  },
  {
    path: "*",
    errorElement: <RouteError />,
    lazy: () => import("./features/errors/not-found-page").then((m) => ({ Component: m.NotFoundPage })),
  },
  {
    path: "/sign-in",
    errorElement: <RouteError />,
    lazy: screen(
      () => import("./features/auth/sign-in-page"),
      (m) => m.SignInPage,
      "auth",
    ),
  },
];

const appRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="overview" replace /> },
  {
    path: "overview",
    lazy: () => import("./app/overview-route").then((m) => ({ Component: m.OverviewRoute })),
  },
  // The logs due today at the current site (issue 19), for the people who fill them.
  { path: "today", lazy: () => import("./app/today-route").then((m) => ({ Component: m.TodayRoute })) },
  // Audits area (issue 8): internal audits, external audits, evidence packs.
  { path: "audits", element: <Navigate to="internal" replace /> },
  {
    path: "audits/internal",
    lazy: () => import("./features/audits/internal-audits-page").then((m) => ({ Component: m.InternalAuditsPage })),
  },
  {
    path: "audits/external",
    lazy: () => import("./features/audits/external-audits-page").then((m) => ({ Component: m.ExternalAuditsPage })),
  },
  {
    path: "audits/evidence",
    lazy: screen(
      () => import("./features/audits/evidence-page"),
      (m) => m.EvidencePage,
      "audits",
      "ask",
    ),
  },
  {
    path: "audits/documents",
    lazy: screen(
      () => import("./features/document-audits/document-audits-page"),
      (m) => m.DocumentAuditsPage,
      "document-audits",
      "ask",
    ),
  },
  // Ask (issue 18): a question answered from the organisation's documents and records; the user's history.
  {
    path: "ask",
    lazy: screen(
      () => import("./features/ask/ask-page"),
      (m) => m.AskPage,
      "ask",
    ),
  },
  // Records area (issue 6): monitoring logs, verification queue, incidents with CAPA, holds.
  { path: "records", element: <Navigate to="monitoring" replace /> },
  {
    path: "records/monitoring",
    lazy: () => import("./features/records/monitoring-page").then((m) => ({ Component: m.MonitoringPage })),
  },
  {
    path: "records/verifications",
    lazy: () => import("./features/records/verifications-page").then((m) => ({ Component: m.VerificationsPage })),
  },
  {
    path: "records/incidents",
    lazy: () => import("./features/records/incidents-page").then((m) => ({ Component: m.IncidentsPage })),
  },
  {
    path: "records/holds",
    lazy: () => import("./features/records/holds-page").then((m) => ({ Component: m.HoldsPage })),
  },
  // Log forms as data (issue 19): the built-in forms and the organisation's own, built and versioned.
  {
    path: "records/forms",
    lazy: () => import("./features/records/forms/forms-page").then((m) => ({ Component: m.FormsPage })),
  },
  // Mock recall drills (issue 20, decision 137): `?drill=<id>` opens one.
  {
    path: "records/recall-drills",
    lazy: screen(
      () => import("./features/recall-drills/recall-drills-page"),
      (m) => m.RecallDrillsPage,
      "recall-drills",
    ),
  },
  {
    path: "records/inbox",
    lazy: () => import("./features/records/inbox-page").then((m) => ({ Component: m.InboxPage })),
  },
  // Bringing existing logs in from CSV or XLSX (issue 19, decision 145).
  {
    path: "records/import",
    lazy: () => import("./features/records/import-page").then((m) => ({ Component: m.ImportPage })),
  },
  // The approved-supplier programme (issue 21): the list, a supplier (`?supplier=<id>`), the requirements.
  {
    path: "suppliers",
    lazy: screen(
      () => import("./features/suppliers/suppliers-page"),
      (m) => m.SuppliersPage,
      "suppliers",
    ),
  },
  // FSMA 204 traceability (issue 20): capture, events, trace, completeness, FDA's spreadsheet, master data.
  { path: "traceability", element: <Navigate to="events" replace /> },
  {
    path: "traceability/capture",
    lazy: screen(
      () => import("./features/traceability/traceability-pages"),
      (m) => m.TraceCapturePage,
      "traceability",
    ),
  },
  {
    path: "traceability/events",
    lazy: screen(
      () => import("./features/traceability/traceability-pages"),
      (m) => m.TraceEventsPage,
      "traceability",
    ),
  },
  {
    path: "traceability/trace",
    lazy: screen(
      () => import("./features/traceability/traceability-pages"),
      (m) => m.TracePage,
      "traceability",
    ),
  },
  {
    path: "traceability/completeness",
    lazy: screen(
      () => import("./features/traceability/traceability-pages"),
      (m) => m.CompletenessPage,
      "traceability",
    ),
  },
  {
    path: "traceability/fda-spreadsheet",
    lazy: screen(
      () => import("./features/traceability/traceability-pages"),
      (m) => m.FdaSpreadsheetPage,
      "traceability",
    ),
  },
  {
    path: "traceability/plan",
    lazy: screen(
      () => import("./features/traceability/traceability-pages"),
      (m) => m.TracePlanPage,
      "traceability",
    ),
  },
  {
    path: "traceability/import",
    lazy: screen(
      () => import("./features/traceability/import-pages"),
      (m) => m.TraceImportPage,
      "traceability",
    ),
  },
  {
    path: "traceability/complete",
    lazy: screen(
      () => import("./features/traceability/import-pages"),
      (m) => m.TraceCompletePage,
      "traceability",
    ),
  },
  {
    path: "traceability/master-data",
    lazy: screen(
      () => import("./features/traceability/master-data-page"),
      (m) => m.TraceMasterDataPage,
      "traceability",
    ),
  },
  // Sites and scope area (issues 4 and 5): site management, site detail, scope wizard.
  {
    path: "settings/sites",
    lazy: () => import("./features/sites/site-list-page").then((m) => ({ Component: m.SiteListPage })),
  },
  {
    path: "settings/sites/:siteId",
    lazy: () => import("./features/sites/site-detail-page").then((m) => ({ Component: m.SiteDetailPage })),
  },
  {
    path: "settings/audit-log",
    lazy: () => import("./features/audit-log/audit-log-page").then((m) => ({ Component: m.AuditLogPage })),
  },
  {
    path: "settings/organisation",
    lazy: () => import("./features/organisation/organisation-page").then((m) => ({ Component: m.OrganisationPage })),
  },
  {
    path: "settings/sites/:siteId/scope",
    lazy: () => import("./features/scope/scope-wizard-page").then((m) => ({ Component: m.ScopeWizardPage })),
  },
  // Library area (issue 9): Food Safety Plan, SOPs, templates.
  { path: "library", element: <Navigate to="fsp" replace /> },
  {
    path: "library/fsp",
    lazy: () => import("./features/library/fsp/fsp-page").then((m) => ({ Component: m.FspPage })),
  },
  {
    path: "library/sops",
    lazy: () => import("./features/library/sops/sops-page").then((m) => ({ Component: m.SopsPage })),
  },
  {
    path: "library/templates",
    lazy: () => import("./features/library/templates/templates-page").then((m) => ({ Component: m.TemplatesPage })),
  },
  // Training and employee directory (issues 7 and 9).
  { path: "training", element: <Navigate to="matrix" replace /> },
  {
    path: "training/matrix",
    lazy: () => import("./features/training/matrix-page").then((m) => ({ Component: m.MatrixPage })),
  },
  {
    path: "training/assignments",
    lazy: () => import("./features/training/assignments-page").then((m) => ({ Component: m.AssignmentsPage })),
  },
  {
    path: "training/modules",
    lazy: () => import("./features/training/modules-page").then((m) => ({ Component: m.ModulesPage })),
  },
  {
    path: "training/sessions",
    lazy: () => import("./features/training/sessions-page").then((m) => ({ Component: m.SessionsPage })),
  },
  {
    path: "people/directory",
    lazy: () => import("./features/employees/directory-page").then((m) => ({ Component: m.DirectoryPage })),
  },
  // Accounts (issue 15): the organisation's users and invitations; your password and sessions.
  {
    path: "settings/sso",
    lazy: screen(
      () => import("./features/sso/sso-settings-page"),
      (m) => m.SsoSettingsPage,
      "sso",
    ),
  },
  {
    path: "settings/users",
    lazy: screen(
      () => import("./features/team/users-page"),
      (m) => m.UsersPage,
      "team",
    ),
  },
  {
    path: "settings/outbox",
    lazy: () => import("./features/outbox/outbox-page").then((m) => ({ Component: m.OutboxPage })),
  },
  {
    path: "settings/account",
    lazy: () => import("./features/account/account-page").then((m) => ({ Component: m.AccountPage })),
  },
  ...comingSoon([
    ["people/roles", "roleManagement"],
    ["people/badges", "workerBadges"],
    ["settings/company", "companySettings"],
    ["settings/permissions", "userPermissions"],
    ["settings/integrations", "integrations"],
  ]),
];

function comingSoon(pages: [path: string, title: ComingSoonTitle][]): RouteObject[] {
  return pages.map(([path, title]) => ({
    path,
    lazy: () =>
      import("./app/shell/coming-soon-page").then((m) => ({
        Component: () => <m.ComingSoonPage title={title} />,
      })),
  }));
}

/** Public screens that read the API through queries: under the query client, with the signed-in app. */
const publicQueryRoutes: RouteObject[] = [
  // Training area (issue 7): the worker-facing kiosk page, public by design (token in the URL).
  {
    path: "/train/:token",
    errorElement: <RouteError />,
    lazy: () => import("./features/kiosk/kiosk-page").then((m) => ({ Component: m.KioskPage })),
  },
  // Suppliers (issue 21): a supplier's contact uploads the documents asked for, without an account.
  {
    path: "/supplier-upload/:token",
    errorElement: <RouteError />,
    lazy: screen(
      () => import("./features/suppliers/supplier-upload-page"),
      (m) => m.SupplierUploadPage,
      "suppliers",
    ),
  },
  {
    path: "/sso/callback",
    errorElement: <RouteError />,
    lazy: screen(
      () => import("./features/auth/sso-callback-page"),
      (m) => m.SsoCallbackPage,
      "auth",
    ),
  },
  {
    path: "/invite/:token",
    errorElement: <RouteError />,
    lazy: screen(
      () => import("./features/team/accept-invitation-page"),
      (m) => m.AcceptInvitationPage,
      "team",
    ),
  },
  // Accounts (issue 15): "Forgot password?" and the e-mailed reset link.
  {
    path: "/forgot-password",
    errorElement: <RouteError />,
    lazy: screen(
      () => import("./features/auth/forgot-password-page"),
      (m) => m.ForgotPasswordPage,
      "auth",
    ),
  },
  {
    path: "/reset-password/:token",
    errorElement: <RouteError />,
    lazy: screen(
      () => import("./features/auth/reset-password-page"),
      (m) => m.ResetPasswordPage,
      "auth",
    ),
  },
  {
    path: "/sign-up",
    errorElement: <RouteError />,
    lazy: screen(
      () => import("./features/auth/sign-up-page"),
      (m) => m.SignUpPage,
      "auth",
    ),
  },
];

const router = createBrowserRouter([
  ...publicRoutes,
  {
    // The query client, toasts and the app's stylesheet (decision 089): never loaded by the landing page or sign-in.
    errorElement: <RouteError />,
    lazy: () => import("./app/app-providers").then((m) => ({ Component: m.AppProviders })),
    children: [
      ...publicQueryRoutes,
      {
        path: "/app",
        errorElement: <RouteError />,
        lazy: () => import("./app/shell/app-shell").then((m) => ({ Component: m.AppShell })),
        children: appRoutes,
      },
    ],
  },
]);

/** Every address but the landing page's renders through the router (main.tsx, decision 152). */
export function AppRouter() {
  return <RouterProvider router={router} />;
}
