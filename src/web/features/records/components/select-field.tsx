import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FieldError } from "@/components/field-error";

/** A labelled select over value → label pairs, with its error underneath. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  error,
  placeholder,
  className,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  error?: string;
  placeholder?: string;
  className?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation("records");
  return (
    <div className={className ?? "grid min-w-0 gap-2"}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id} className="w-full min-w-0 [&>span]:min-w-0 [&>span]:truncate" aria-invalid={!!error}>
          <SelectValue placeholder={placeholder ?? t("form.choose")} />
        </SelectTrigger>
        <SelectContent>
          {options.map(([v, l]) => (
            <SelectItem key={v} value={v}>
              {l}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldError message={error} />
    </div>
  );
}
