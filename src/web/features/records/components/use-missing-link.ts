import { useEffect } from "react";
import { toast } from "sonner";
import { ApiError } from "../../../lib/api";

/** The API's answer to a link whose item is gone, belongs to another organisation, or is not an id. */
export const isMissingItem = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * When the item a link points at turns out not to exist, says so once and drops the parameter from
 * the address (so a reload does not try again). Used by the records and audits screens.
 */
export function useMissingLink(id: string | null, missing: boolean, clear: () => void) {
  useEffect(() => {
    if (!id || !missing) return;
    toast.error("That item no longer exists");
    clear();
  }, [id, missing, clear]);
}
