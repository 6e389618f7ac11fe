import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import "./i18n/i18n";
import { router } from "./routes";
import { PageLoading } from "./components/page-loading";
import "./public.css";

// Only the router, i18n and the public pages' stylesheet load up front; the query client, toasts and
// the app's stylesheet come with the first screen that needs them (app/app-providers.tsx, decision 089).
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    {/* A screen whose catalogue is still loading suspends (react-i18next): the whole page waits here. */}
    <Suspense fallback={<PageLoading fullScreen />}>
      <RouterProvider router={router} />
    </Suspense>
  </StrictMode>,
);
