import { useMemo, useState } from "react";
import { builtinCatalogue } from "@domain/catalogue";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";

/** Linked clauses: a filterable checklist of the built-in catalogue. */
export function ClausePicker({
  value,
  onChange,
  invalid,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  invalid?: boolean;
}) {
  const [filter, setFilter] = useState("");
  const clauses = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return builtinCatalogue.clauses.filter(
      (c) => !q || c.id.toLowerCase().includes(q) || c.title.toLowerCase().includes(q),
    );
  }, [filter]);
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id].sort() : value.filter((v) => v !== id));
  return (
    <div className="space-y-2">
      <Input
        placeholder="Filter clauses by number or title"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        aria-label="Filter clauses"
        aria-invalid={invalid}
      />
      <div className="h-40 overflow-y-auto rounded-md border border-border">
        {clauses.map((clause) => (
          <label
            key={clause.id}
            className="flex cursor-pointer items-start gap-2 px-3 py-1.5 text-sm hover:bg-muted/60"
          >
            <Checkbox
              className="mt-0.5"
              checked={value.includes(clause.id)}
              onCheckedChange={(on) => toggle(clause.id, on === true)}
              aria-label={`${clause.id} ${clause.title}`}
            />
            <span>
              <span className="font-mono text-xs text-muted-foreground">{clause.id}</span> {clause.title}
            </span>
          </label>
        ))}
        {clauses.length === 0 ? <p className="p-3 text-sm text-muted-foreground">No clause matches.</p> : null}
      </div>
      <p className="text-xs text-muted-foreground">
        {value.length === 0 ? "No clauses linked" : `Linked: ${value.join(", ")}`}
      </p>
    </div>
  );
}
