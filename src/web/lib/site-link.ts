import { useEffect } from "react";
import { useDeepLink } from "@/lib/use-deep-link";
import { useCurrentSite, useSelectSite } from "./use-sites";
import { toastApiError } from "@/lib/api-errors";

/** A link that also names the site its item belongs to (`…&site=yuma`). */
export function withSite(url: string, site: string | null | undefined): string {
  if (!site) return url;
  return `${url}${url.includes("?") ? "&" : "?"}site=${encodeURIComponent(site)}`;
}

/**
 * When a link carries `?site=<slug>` (a notification or search result of another site), make that the
 * current site first, so the screen shows the item in its own site.
 */
export function useSiteFromLink() {
  const [site, clear] = useDeepLink("site");
  const current = useCurrentSite();
  const select = useSelectSite();
  useEffect(() => {
    if (!site || !current || select.isPending) return;
    if (site === current.id) return clear();
    select.mutate(site, {
      onSuccess: clear,
      onError: (error) => {
        toastApiError(error, "Could not open that site");
        clear();
      },
    });
  }, [site, current, select, clear]);
}
