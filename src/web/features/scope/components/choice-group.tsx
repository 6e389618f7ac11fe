import { useId } from "react";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { Option } from "@/features/scope/labels";
import { CheckOption } from "./check-option";
import { FieldSet } from "./field-set";

/** Several checkboxes: any number of the options may be chosen. */
export function MultiChoice<T extends string>({
  legend,
  options,
  values,
  disabled,
  onToggle,
}: {
  legend: string;
  options: Option<T>[];
  values: readonly T[];
  disabled?: boolean;
  onToggle: (value: T, on: boolean) => void;
}) {
  return (
    <FieldSet legend={legend}>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {options.map((o) => (
          <CheckOption
            key={o.value}
            label={o.label}
            checked={values.includes(o.value)}
            disabled={disabled}
            onChange={(on) => onToggle(o.value, on)}
          />
        ))}
      </div>
    </FieldSet>
  );
}

/** Radio buttons: exactly one of the options. */
export function SingleChoice<T extends string>({
  legend,
  options,
  value,
  disabled,
  onChange,
}: {
  legend: string;
  options: Option<T>[];
  value: T;
  disabled?: boolean;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <FieldSet legend={legend}>
      <RadioGroup
        value={value}
        onValueChange={(v) => onChange(v as T)}
        disabled={disabled}
        aria-label={legend}
        className="grid gap-2 sm:grid-cols-3"
      >
        {options.map((o) => (
          <label
            key={o.value}
            htmlFor={`${id}-${o.value}`}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 text-sm font-medium transition-colors hover:bg-accent/50 has-[[data-state=checked]]:border-primary/60 has-[[data-state=checked]]:bg-primary/5"
          >
            <RadioGroupItem id={`${id}-${o.value}`} value={o.value} />
            {o.label}
          </label>
        ))}
      </RadioGroup>
    </FieldSet>
  );
}
