import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";

/** A select over a fixed list of statuses with their labels. */
export function StatusSelect<S extends string>({
  id,
  value,
  onChange,
  options,
  labels,
  label,
  className,
}: {
  id?: string;
  value: S;
  onChange: (value: S) => void;
  options: readonly S[];
  labels: Record<S, string>;
  label: string;
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as S)}>
      <SelectTrigger id={id} aria-label={label} className={className}>
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
