import { Checkbox } from "./ui/checkbox";
import { cn } from "@/lib/utils";

/** A checkbox with a title and a line of help, the whole row clickable. */
export function CheckboxOption({
  label,
  hint,
  checked,
  onCheckedChange,
  className,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label
      className={cn("flex cursor-pointer items-start gap-2.5 rounded-md p-2 text-sm hover:bg-accent/60", className)}
    >
      <Checkbox
        className="mt-0.5"
        checked={checked}
        onCheckedChange={(c) => onCheckedChange(c === true)}
        aria-label={label}
      />
      <span className="min-w-0">
        <span className="block font-medium leading-tight">{label}</span>
        {hint ? <span className="mt-0.5 block text-xs text-muted-foreground">{hint}</span> : null}
      </span>
    </label>
  );
}
