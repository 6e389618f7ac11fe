import { SearchIcon, XIcon } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { emptyFilters, type ResultFilters } from "../../../../domain/audit-demo/filter-results";
import { statusDisplay, type ResultStatus } from "../../../../domain/audit-demo/severity";
import { auditModules, moduleLabels, type AuditModule } from "../../../../domain/audit-demo/types";

interface Props {
  filters: ResultFilters;
  onChange: (filters: ResultFilters) => void;
}

const statuses = Object.keys(statusDisplay) as ResultStatus[];

export function ResultFiltersBar({ filters, onChange }: Props) {
  const active = filters.query !== "" || filters.module !== "all" || filters.status !== "all";

  return (
    <div role="search" className="flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
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
        <Select value={filters.module} onValueChange={(module) => onChange({ ...filters, module: module as AuditModule | "all" })}>
          <SelectTrigger aria-label="Module" className="md:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All modules</SelectItem>
            {auditModules.map((m) => (
              <SelectItem key={m} value={m}>
                {moduleLabels[m]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={filters.status} onValueChange={(status) => onChange({ ...filters, status: status as ResultStatus | "all" })}>
          <SelectTrigger aria-label="Status" className="md:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All statuses</SelectItem>
            {statuses.map((s) => (
              <SelectItem key={s} value={s}>
                {statusDisplay[s].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {active && (
        <Button variant="ghost" onClick={() => onChange(emptyFilters)}>
          <XIcon aria-hidden="true" /> Clear filters
        </Button>
      )}
    </div>
  );
}
