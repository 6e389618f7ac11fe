import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("library");
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
        placeholder={t("clauses.filterPlaceholder")}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        aria-label={t("clauses.filter")}
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
              aria-label={t("clauses.option", { id: clause.id, title: clause.title })}
            />
            <span>
              <span className="font-mono text-xs text-muted-foreground">{clause.id}</span> {clause.title}
            </span>
          </label>
        ))}
        {clauses.length === 0 ? <p className="p-3 text-sm text-muted-foreground">{t("clauses.none")}</p> : null}
      </div>
      <p className="text-xs text-muted-foreground">
        {value.length === 0 ? t("clauses.noneLinked") : t("clauses.linked", { clauses: value.join(", ") })}
      </p>
    </div>
  );
}
