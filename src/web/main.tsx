import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import "./i18n/i18n";
import { router } from "./routes";
import { PageLoading } from "./components/page-loading";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

const queryClient = createQueryClient();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* A screen whose catalogue is still loading suspends (react-i18next): the whole page waits here. */}
      <Suspense fallback={<PageLoading fullScreen />}>
        <RouterProvider router={router} />
      </Suspense>
      <Toaster richColors closeButton position="top-right" />
    </QueryClientProvider>
  </StrictMode>,
);
