import { Loader2 } from "lucide-react";
import { i18n } from "@/i18n/i18n";
import { cn } from "@/lib/utils";

/**
 * What shows while a screen's code or catalogue loads (the Suspense fallback). It reads the catalogue
 * without suspending: before `common` arrives its label is the key, read only by a screen reader.
 */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      className={cn("flex items-center justify-center", fullScreen ? "min-h-svh" : "min-h-48")}
      role="status"
      aria-label={i18n.t("loading")}
    >
      <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden />
    </div>
  );
}
