import { SearchIcon, XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { emptyPublicFilters, type PublicFilters } from "@domain/audit-demo/public-result-summary";
import { type Verdict, verdicts } from "@domain/document-audit/contract";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FilterSelect } from "./filter-select";

interface Props {
  filters: PublicFilters;
  modules: string[];
  onChange: (filters: PublicFilters) => void;
}

export function ResultFiltersBar({ filters, modules, onChange }: Props) {
  const { t } = useTranslation("audit-result");
  const moduleName = t as unknown as (key: string) => string;
  const moduleOptions = modules.map((m) => ({ value: m, label: moduleName(`modules.${m}`) }));
  const verdictOptions = verdicts.map((v) => ({ value: v, label: t(`verdict.${v}`) }));
  const active = filters.query !== "" || filters.module !== "all" || filters.verdict !== "all";

  return (
    <div role="search" className="flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative flex-1">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={filters.query}
          onChange={(event) => onChange({ ...filters, query: event.target.value })}
          placeholder={t("filters.search")}
          aria-label={t("filters.searchLabel")}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <FilterSelect<string>
          label={t("filters.module")}
          value={filters.module}
          allLabel={t("filters.allModules")}
          options={moduleOptions}
          onChange={(module) => onChange({ ...filters, module })}
        />
        <FilterSelect<Verdict>
          label={t("filters.status")}
          value={filters.verdict}
          allLabel={t("filters.allStatuses")}
          options={verdictOptions}
          onChange={(verdict) => onChange({ ...filters, verdict })}
        />
      </div>
      {active && (
        <Button variant="ghost" onClick={() => onChange(emptyPublicFilters)}>
          <XIcon aria-hidden="true" /> {t("filters.clear")}
        </Button>
      )}
    </div>
  );
}
