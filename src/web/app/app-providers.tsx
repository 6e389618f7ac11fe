import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { Toaster } from "sonner";
import { appQueryClient } from "@/lib/app-query-client";
import "@/styles.css";

/**
 * The layout of every screen that reads the API through queries (the signed-in app, sign-up,
 * invitations, the kiosk): the query client, the toaster and the app's stylesheet. It is loaded
 * with the first such screen, so the landing page and sign-in never download them (decision 089).
 */
export function AppProviders() {
  return (
    <QueryClientProvider client={appQueryClient}>
      <Outlet />
      <Toaster richColors closeButton position="top-right" />
    </QueryClientProvider>
  );
}
