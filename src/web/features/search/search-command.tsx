import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Search } from "lucide-react";
import { useOnDemand } from "@/lib/use-on-demand";

/** The palette and its dialog, loaded at the first open (decision 152). */
const SearchDialog = lazy(() => import("./search-dialog").then((m) => ({ default: m.SearchDialog })));

/**
 * The top bar's search box: Ctrl/Cmd+K (or a click) opens a palette over GET /api/search, with an Ask mode
 * (a tab, or the "Ask: <question>" option under the results) that answers from the organisation's documents.
 */
export function SearchCommand() {
  const { t } = useTranslation("search");
  const { open, setOpen, mounted, show } = useOnDemand();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        if (open) setOpen(false);
        else show();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, setOpen, show]);

  return (
    <>
      <button
        type="button"
        onClick={show}
        className="flex h-9 w-9 items-center gap-2 rounded-md border border-input bg-background px-2.5 text-sm text-muted-foreground shadow-xs transition-colors hover:bg-accent sm:w-56 md:w-72"
        aria-label={t("open")}
      >
        <Search className="size-4 shrink-0" aria-hidden />
        <span className="hidden truncate sm:inline">{t("button")}</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
