import { SearchIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { emptyFilters, type ResultFilters } from "@domain/audit-demo/filter-results";
import { statusDisplay, type ResultStatus } from "@domain/audit-demo/severity";
import { auditModules, moduleLabels } from "@domain/audit-demo/types";
import { FilterSelect } from "./filter-select";

interface Props {
  filters: ResultFilters;
  onChange: (filters: ResultFilters) => void;
}

const moduleOptions = auditModules.map((m) => ({ value: m, label: moduleLabels[m] }));
const statusOptions = (Object.keys(statusDisplay) as ResultStatus[]).map((s) => ({
  value: s,
  label: statusDisplay[s].label,
}));

export function ResultFiltersBar({ filters, onChange }: Props) {
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
          placeholder="Search clauses, issues, evidence…"
          aria-label="Search results"
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <FilterSelect
          label="Module"
          value={filters.module}
          allLabel="All modules"
          options={moduleOptions}
          onChange={(module) => onChange({ ...filters, module })}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          allLabel="All statuses"
          options={statusOptions}
          onChange={(status) => onChange({ ...filters, status })}
        />
      </div>
      {active && (
        <Button variant="ghost" onClick={() => onChange(emptyFilters)}>
          <XIcon aria-hidden="true" /> Clear filters
        </Button>
      )}
    </div>
  );
}
