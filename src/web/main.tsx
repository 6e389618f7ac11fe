import { StrictMode, Suspense, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import "./i18n/i18n";
import { PageLoading } from "./components/page-loading";
import { ErrorBoundary } from "./features/errors/error-boundary";
import "./public.css";

// Only React, i18n and the public pages' stylesheet load up front; the query client, toasts and the
// app's stylesheet come with the first screen that needs them (app/app-providers.tsx, decision 089).
// The landing page, opened at "/", is rendered without the router (decision 152): its links are plain
// links, and the router comes with every other address.
const root = createRoot(document.getElementById("root")!);

function render(page: ReactNode) {
  root.render(
    <StrictMode>
      {/* A screen whose catalogue is still loading suspends (react-i18next): the whole page waits here. */}
      <Suspense fallback={<PageLoading fullScreen />}>{page}</Suspense>
    </StrictMode>,
  );
}

if (window.location.pathname === "/") {
  void import("./features/landing/landing-page").then(({ LandingPage }) =>
    render(
      <ErrorBoundary>
        <LandingPage />
      </ErrorBoundary>,
    ),
  );
} else {
  void import("./routes").then(({ AppRouter }) => render(<AppRouter />));
}
