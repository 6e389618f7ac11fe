import { lazy, Suspense } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { appQueryClient } from "@/lib/app-query-client";
import { useToastRequested } from "@/lib/toast";
import "@/styles.css";

/** sonner's Toaster, loaded with the first toast (decision 167). */
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * The layout of every screen that reads the API through queries (the signed-in app, sign-up,
 * invitations, the kiosk): the query client, the toaster and the app's stylesheet. It is loaded
 * with the first such screen, so the landing page and sign-in never download them (decision 089);
 * the toaster itself mounts at the first toast (decision 167).
 */
export function AppProviders() {
  const toastRequested = useToastRequested();
  return (
    <QueryClientProvider client={appQueryClient}>
      <Outlet />
      {toastRequested && (
        <Suspense fallback={null}>
          <Toaster richColors closeButton position="top-right" />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
