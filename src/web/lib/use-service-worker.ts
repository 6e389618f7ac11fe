import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { formKeys, meKeys, siteKeys } from "@/lib/query-keys";

/**
 * Registers the service worker built by vite-plugin-pwa (decision 091): it precaches the app shell so the
 * signed-in app, and its log forms, open without a connection. Only the signed-in app registers it (the
 * landing page stays light) and only in a build: `npm run dev` has none. When it first takes control,
 * the session and site reads are fetched again through it, so it holds a copy for offline use.
 */
export function useServiceWorker() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    const refetchThroughWorker = () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
        queryClient.invalidateQueries({ queryKey: siteKeys.all }),
        queryClient.invalidateQueries({ queryKey: formKeys.all }),
      ]);
    navigator.serviceWorker.addEventListener("controllerchange", refetchThroughWorker);
    void import("virtual:pwa-register").then(({ registerSW }) => registerSW({ immediate: true }));
    return () => navigator.serviceWorker.removeEventListener("controllerchange", refetchThroughWorker);
  }, [queryClient]);
}
