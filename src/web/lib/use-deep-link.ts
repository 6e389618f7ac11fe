import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import { i18n } from "@/i18n/i18n";
import { ApiError } from "./api";

/**
 * The id a link asked this screen to open (`?record=<id>`, `?hold=<id>`…), and a way to drop it from
 * the address once handled. Dashboard buttons, notifications and search results link this way
 * (src/domain/overview/screen-links.ts).
 */
export function useDeepLink(param: string): [id: string | null, clear: () => void] {
  const [params, setParams] = useSearchParams();
  const id = params.get(param);
  const clear = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [param, setParams]);
  return [id, clear];
}

/** Scrolls the linked row into view once it is on screen; pair with `deepLinkRowClass`. */
export function useScrollToLinked(id: string | null, ready: boolean) {
  useEffect(() => {
    if (!id || !ready) return;
    const element = document.querySelector(`[data-deep-link="${CSS.escape(id)}"]`);
    element?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [id, ready]);
}

/** Tailwind classes marking the row a link pointed at. */
export const deepLinkRowClass = "bg-primary/10 ring-2 ring-inset ring-primary/40";

/** The API's answer to a link whose item is gone, belongs to another organisation, or is not an id. */
export const isMissingItem = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * When the item a link points at turns out not to exist, says so once and drops the parameter from
 * the address (so a reload does not try again).
 */
export function useMissingLink(id: string | null, missing: boolean, clear: () => void) {
  useEffect(() => {
    if (!id || !missing) return;
    toast.error(i18n.t("deepLink.missing"));
    clear();
  }, [id, missing, clear]);
}
