import { Fragment, useId, type ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/utils";

/** "Tomatoes/Peppers" may wrap after the slash on a narrow tile. */
function breakAfterSlashes(label: string): ReactNode {
  const parts = label.split("/");
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

/** A checkbox with its label (and optional hint), as a bordered tile. */
export function CheckOption({
  label,
  hint,
  checked,
  disabled,
  onChange,
  className,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-background p-3 text-sm transition-colors hover:bg-accent/50 has-[[data-state=checked]]:border-primary/60 has-[[data-state=checked]]:bg-primary/5",
        disabled && "cursor-not-allowed opacity-70 hover:bg-background",
        className,
      )}
    >
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onChange(value === true)}
        className="mt-0.5"
        // The tile's label names the box; the hint describes it rather than joining its name.
        aria-label={typeof label === "string" ? label : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <span className="min-w-0 space-y-0.5">
        <span className="block font-medium leading-tight break-words">
          {typeof label === "string" ? breakAfterSlashes(label) : label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="block text-xs text-muted-foreground">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}
