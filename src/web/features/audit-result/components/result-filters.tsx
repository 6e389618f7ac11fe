import { SearchIcon, XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { emptyFilters, type ResultFilters } from "@domain/audit-demo/filter-results";
import { statusDisplay, type ResultStatus } from "@domain/audit-demo/severity";
import { auditModules } from "@domain/audit-demo/types";
import { FilterSelect } from "./filter-select";

interface Props {
  filters: ResultFilters;
  onChange: (filters: ResultFilters) => void;
}

const statuses = Object.keys(statusDisplay) as ResultStatus[];

export function ResultFiltersBar({ filters, onChange }: Props) {
  const { t } = useTranslation("audit-result");
  const moduleOptions = auditModules.map((m) => ({ value: m, label: t(`modules.${m}`) }));
  const statusOptions = statuses.map((s) => ({ value: s, label: t(`status.${s}`) }));
  const active = filters.query !== "" || filters.module !== "all" || filters.status !== "all";

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
        <FilterSelect
          label={t("filters.module")}
          value={filters.module}
          allLabel={t("filters.allModules")}
          options={moduleOptions}
          onChange={(module) => onChange({ ...filters, module })}
        />
        <FilterSelect
          label={t("filters.status")}
          value={filters.status}
          allLabel={t("filters.allStatuses")}
          options={statusOptions}
          onChange={(status) => onChange({ ...filters, status })}
        />
      </div>
      {active && (
        <Button variant="ghost" onClick={() => onChange(emptyFilters)}>
          <XIcon aria-hidden="true" /> {t("filters.clear")}
        </Button>
      )}
    </div>
  );
}
