import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CornerDownLeft, Loader2, MessageCircleQuestion, Search } from "lucide-react";
import type { SearchHit } from "@domain/search";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AskPanelSlot } from "@/lib/ask-panel-slot";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { cn } from "@/lib/utils";
import { withSite } from "@/lib/site-link";
import { useSearch } from "./use-search";

/** The search palette in its dialog (SearchCommand loads it at the first open). */
export function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("search");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[15%] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-xl" showCloseButton={false}>
        <DialogTitle className="sr-only">{t("title")}</DialogTitle>
        <DialogDescription className="sr-only">{t("description")}</DialogDescription>
        {open && <Palette onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** A result type's group heading: the catalogue's, else the label the server gave. */
const searchTypes = [
  "site",
  "clause",
  "page",
  "employee",
  "hold",
  "incident",
  "record",
  "sop",
  "sop_file",
  "template",
  "training_module",
] as const;
const isSearchType = (type: string): type is (typeof searchTypes)[number] =>
  (searchTypes as readonly string[]).includes(type);

type Mode = "search" | "ask";

function Palette({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("search");
  const [mode, setMode] = useState<Mode>("search");
  const [text, setText] = useState("");
  /** The question the "Ask: …" option sends to the Ask mode (asked at once). */
  const [question, setQuestion] = useState<string | undefined>(undefined);
  const askNow = (q: string) => {
    setQuestion(q);
    setMode("ask");
  };

  return (
    <Tabs
      value={mode}
      onValueChange={(value) => {
        setQuestion(undefined);
        setMode(value as Mode);
      }}
      className="max-h-[70vh] gap-0"
    >
      <TabsContent value="search" className="flex min-h-0 flex-col">
        <SearchMode text={text} setText={setText} onAsk={askNow} onDone={onDone} />
      </TabsContent>
      <TabsContent value="ask" className="min-h-0 overflow-y-auto p-3">
        <AskPanelSlot
          key={question ?? ""}
          initialQuestion={question}
          focusOnMount={question !== undefined}
          onNavigate={onDone}
        />
      </TabsContent>
      <div className="flex items-center justify-between gap-2 border-t px-3 py-2">
        <TabsList aria-label={t("modes")}>
          <TabsTrigger value="search">
            <Search aria-hidden /> {t("modeSearch")}
          </TabsTrigger>
          <TabsTrigger value="ask" data-testid="palette-ask-tab">
            <MessageCircleQuestion aria-hidden /> {t("modeAsk")}
          </TabsTrigger>
        </TabsList>
      </div>
    </Tabs>
  );
}

function SearchMode({
  text,
  setText,
  onAsk,
  onDone,
}: {
  text: string;
  setText: (text: string) => void;
  onAsk: (question: string) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation("search");
  const navigate = useNavigate();
  const q = useDebouncedValue(text, 150);
  const { data, isFetching, isError } = useSearch(q);
  const hits = useMemo(() => (text.trim() ? (data?.hits ?? []) : []), [data, text]);
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [hits]);

  const groups = useMemo(() => {
    const byType = new Map<string, SearchHit[]>();
    for (const hit of hits) {
      const label = isSearchType(hit.type) ? t(`types.${hit.type}`) : hit.typeLabel;
      byType.set(label, [...(byType.get(label) ?? []), hit]);
    }
    return [...byType.entries()];
  }, [hits, t]);
  // Keyboard order follows the grouped display order; the "Ask: …" option comes last.
  const ordered = groups.flatMap(([, g]) => g);
  const askable = text.trim().length >= 3;
  const askIndex = ordered.length;
  const optionCount = ordered.length + (askable ? 1 : 0);

  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    onDone();
    // A file (an SOP's document, at the matching page) opens in a new tab, as the Ask panel opens it.
    if (hit.url.startsWith("/api/files/")) window.open(hit.url, "_blank", "noopener");
    else navigate(withSite(hit.url, hit.site));
  };
  const choose = (index: number) => {
    if (askable && index === askIndex) onAsk(text.trim());
    else go(ordered[index]);
  };

  return (
    <div className="flex min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b px-3">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        {/* No autoFocus: the dialog focuses its first field itself, after noting who opened it. */}
        <input
          role="combobox"
          aria-expanded={optionCount > 0}
          aria-controls="search-results"
          aria-activedescendant={active < optionCount ? `search-hit-${active}` : undefined}
          aria-label={t("title")}
          placeholder={t("placeholder")}
          className="h-12 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") {
              e.preventDefault();
              setActive((i) => Math.min(i + 1, optionCount - 1));
            } else if (e.key === "ArrowUp") {
              e.preventDefault();
              setActive((i) => Math.max(i - 1, 0));
            } else if (e.key === "Enter") {
              e.preventDefault();
              choose(active);
            }
          }}
        />
        {isFetching && <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden />}
      </div>
      {/* The palette's messages sit beside the listbox: a listbox holds only groups and options. */}
      {!text.trim() && <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t("hint")}</p>}
      {isError && <p className="px-4 py-6 text-center text-sm text-destructive">{t("unavailable")}</p>}
      {text.trim() && !askable && q === text && !isFetching && hits.length === 0 && !isError && (
        <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t("noResults", { text: text.trim() })}</p>
      )}
      <div id="search-results" role="listbox" aria-label={t("results")} className="overflow-y-auto p-2">
        {groups.map(([label, groupHits]) => (
          <div key={label} role="group" aria-label={label} className="mb-1">
            <p className="px-2 pb-1 pt-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</p>
            {groupHits.map((hit) => {
              const index = ordered.indexOf(hit);
              return (
                <div
                  key={`${hit.type}:${hit.id}`}
                  id={`search-hit-${index}`}
                  role="option"
                  aria-selected={index === active}
                  onMouseMove={() => setActive(index)}
                  onClick={() => go(hit)}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm",
                    index === active && "bg-accent",
                  )}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{hit.title}</span>
                    {hit.subtitle && (
                      <span className="block truncate text-xs text-muted-foreground">{hit.subtitle}</span>
                    )}
                    {hit.quote && (
                      <span className="line-clamp-2 text-xs text-muted-foreground" data-testid="search-hit-quote">
                        {hit.quote}
                      </span>
                    )}
                    {hit.url.startsWith("/api/files/") && <span className="sr-only">{t("newTab")}</span>}
                  </span>
                  {index === active && <CornerDownLeft className="size-3.5 text-muted-foreground" aria-hidden />}
                </div>
              );
            })}
          </div>
        ))}
        {askable && (
          <div role="group" aria-label={t("modeAsk")} className="mb-1">
            {text.trim() && q === text && !isFetching && hits.length === 0 && !isError && (
              <p className="px-2 pb-1 pt-2 text-sm text-muted-foreground">{t("noResults", { text: text.trim() })}</p>
            )}
            <p className="px-2 pb-1 pt-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
              {t("modeAsk")}
            </p>
            <div
              id={`search-hit-${askIndex}`}
              role="option"
              aria-selected={active === askIndex}
              onMouseMove={() => setActive(askIndex)}
              onClick={() => onAsk(text.trim())}
              data-testid="palette-ask-option"
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm",
                active === askIndex && "bg-accent",
              )}
            >
              <MessageCircleQuestion className="size-4 shrink-0 text-primary" aria-hidden />
              <span className="min-w-0 flex-1 truncate">{t("askOption", { question: text.trim() })}</span>
              {active === askIndex && <CornerDownLeft className="size-3.5 text-muted-foreground" aria-hidden />}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
