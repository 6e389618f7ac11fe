import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FieldError } from "@/components/field-error";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/**
 * A field's label with its requirement in words and a mark (an asterisk for required, "optional" for the
 * KDEs the rule asks for only if they apply), its hint, and the reasons the server gave for it.
 */
export function FieldShell({
  id,
  label,
  required,
  hint,
  errors,
  children,
  className,
}: {
  id: string;
  label: string;
  required: boolean;
  hint?: string;
  errors?: string[];
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation("traceability");
  return (
    <div className={className ?? "grid min-w-0 gap-2"}>
      <Label htmlFor={id} className="flex-wrap">
        {label}
        {required ? (
          <span className="text-destructive" title={t("required")}>
            *<span className="sr-only"> ({t("required")})</span>
          </span>
        ) : (
          <span className="font-normal text-muted-foreground">({t("optional")})</span>
        )}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {errors?.map((message) => (
        <FieldError key={message} message={message} />
      ))}
    </div>
  );
}

/** A select over value → label pairs; the trigger is labelled by its id. */
export function ChoiceSelect({
  id,
  value,
  onChange,
  options,
  invalid,
  required,
  label,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  invalid?: boolean;
  required?: boolean;
  label?: string;
}) {
  const { t } = useTranslation("traceability");
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger
        id={id}
        aria-label={label}
        className="w-full min-w-0 [&>span]:min-w-0 [&>span]:truncate"
        aria-invalid={invalid}
        aria-required={required}
      >
        <SelectValue placeholder={t("choose")} />
      </SelectTrigger>
      <SelectContent>
        {options.map(([v, l]) => (
          <SelectItem key={v} value={v}>
            {l}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The reasons whose field is `path` or inside it (`quantity` takes `quantity.value`). */
export const errorsAt = (errors: Record<string, string>, path: string) =>
  Object.entries(errors)
    .filter(([key]) => key === path || key.startsWith(`${path}.`))
    .map(([, message]) => message);
