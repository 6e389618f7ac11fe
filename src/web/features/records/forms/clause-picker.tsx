import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useQueries } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Check, ChevronsUpDown, X } from "lucide-react";
import { siteClausesQuery } from "@/features/records/api/site-clauses";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useSites } from "@/lib/use-sites";
import { cn } from "@/lib/utils";

interface ClauseOption {
  id: string;
  title: string;
}

/** The catalogue's clauses that apply (not N/A) at any of the organisation's sites, in catalogue order. */
function useOrganisationClauses(): { clauses: ClauseOption[]; loading: boolean } {
  const { data: sites } = useSites();
  const queries = useQueries({ queries: (sites?.sites ?? []).map((site) => siteClausesQuery(site.id)) });
  const loading = !sites || queries.some((q) => q.isPending);
  const seen = new Map<string, ClauseOption>();
  for (const query of queries)
    for (const clause of query.data?.clauses ?? [])
      if (!clause.na && !seen.has(clause.id)) seen.set(clause.id, { id: clause.id, title: clause.title });
  return { clauses: [...seen.values()], loading };
}

/**
 * Picks several clauses of the catalogue that apply to the organisation: a button opens a searchable list
 * (code or title), arrow keys move, Enter or Space picks or drops, Escape closes; what is picked shows as
 * chips that can be removed. A clause picked earlier that no longer applies still shows, to be removed.
 */
export function ClausePicker({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: string[];
  onChange: (ids: string[]) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation("common");
  const { clauses, loading } = useOrganisationClauses();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const titleOf = (clauseId: string) => clauses.find((c) => c.id === clauseId)?.title;
  const wanted = search.trim().toLowerCase();
  const shown = wanted
    ? clauses.filter((c) => c.id.toLowerCase().includes(wanted) || c.title.toLowerCase().includes(wanted))
    : clauses;
  const toggle = (clauseId: string) =>
    onChange(value.includes(clauseId) ? value.filter((v) => v !== clauseId) : [...value, clauseId]);
  const move = (to: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, to));
    setActive(next);
    listRef.current?.querySelectorAll("[role=option]")[next]?.scrollIntoView({ block: "nearest" });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") move(active + 1);
    else if (event.key === "ArrowUp") move(active - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(shown.length - 1);
    else if (event.key === "Enter" || (event.key === " " && search === "")) {
      const clause = shown[active];
      if (clause) toggle(clause.id);
    } else return;
    event.preventDefault();
  };

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setSearch("");
          setActive(0);
        }}
      >
        <PopoverTrigger asChild>
          <Button
            id={id}
            type="button"
            variant="outline"
            aria-invalid={invalid}
            className="min-h-11 w-full justify-between font-normal sm:min-h-9"
          >
            <span className="truncate">
              {value.length ? t("clausePicker.chosen", { count: value.length }) : t("clausePicker.choose")}
            </span>
            <ChevronsUpDown className="opacity-60" aria-hidden />
          </Button>
        </PopoverTrigger>
        <PopoverContent
          align="start"
          aria-label={t("clausePicker.list")}
          className="w-[min(28rem,calc(100vw-2rem))] p-0"
        >
          <div className="border-b p-2">
            <Input
              role="combobox"
              aria-expanded
              aria-controls={listId}
              aria-activedescendant={shown[active] ? `${listId}-${shown[active].id}` : undefined}
              aria-label={t("clausePicker.search")}
              placeholder={t("clausePicker.search")}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
          </div>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-multiselectable
            aria-label={t("clausePicker.list")}
            className="max-h-72 overflow-y-auto p-1"
          >
            {shown.map((clause, i) => {
              const selected = value.includes(clause.id);
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the search box handles the keys (aria-activedescendant)
                <li
                  key={clause.id}
                  id={`${listId}-${clause.id}`}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => setActive(i)}
                  onClick={() => toggle(clause.id)}
                  className={cn(
                    "flex cursor-pointer items-start gap-2 rounded-sm px-2 py-1.5 text-sm",
                    i === active && "bg-accent text-accent-foreground",
                  )}
                >
                  <Check className={cn("mt-0.5 size-4 shrink-0", selected ? "opacity-100" : "opacity-0")} aria-hidden />
                  <span className="min-w-0">
                    <span className="font-mono text-xs font-medium">{clause.id}</span>{" "}
                    <span className="break-words">{clause.title}</span>
                  </span>
                </li>
              );
            })}
          </ul>
          {shown.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">
              {loading ? t("clausePicker.loading") : t("clausePicker.none")}
            </p>
          ) : null}
        </PopoverContent>
      </Popover>
      {value.length ? (
        <ul className="flex min-w-0 flex-wrap gap-1.5" aria-label={t("clausePicker.chosenList")}>
          {value.map((clauseId) => (
            <li key={clauseId} className="min-w-0 max-w-full">
              <Badge variant="secondary" className="max-w-full gap-1 pr-0.5">
                <span className="min-w-0 truncate" title={titleOf(clauseId)}>
                  {clauseId}
                  {titleOf(clauseId) ? ` · ${titleOf(clauseId)}` : ""}
                </span>
                <button
                  type="button"
                  className="inline-flex size-6 items-center justify-center rounded-sm hover:bg-background/60 focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => onChange(value.filter((v) => v !== clauseId))}
                  aria-label={t("clausePicker.remove", { clause: clauseId })}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
