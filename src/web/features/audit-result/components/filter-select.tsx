import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

interface Props<T extends string> {
  /** Accessible name of the control. */
  label: string;
  value: T | "all";
  allLabel: string;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | "all") => void;
}

/** A select with an "all" choice first, for narrowing the result tables. */
export function FilterSelect<T extends string>({ label, value, allLabel, options, onChange }: Props<T>) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as T | "all")}>
      <SelectTrigger aria-label={label} className="md:w-44">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">{allLabel}</SelectItem>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
