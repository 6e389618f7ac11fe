import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** A select over a fixed list of choices with their labels (statuses, categories, filters). */
export function ChoiceSelect<S extends string>({
  id,
  value,
  onChange,
  options,
  labels,
  label,
  className,
  invalid,
}: {
  id?: string;
  value: S;
  onChange: (value: S) => void;
  options: readonly S[];
  labels: Record<S, string>;
  label: string;
  className?: string;
  invalid?: boolean;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as S)}>
      <SelectTrigger id={id} aria-label={label} className={className} aria-invalid={invalid}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labels[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
