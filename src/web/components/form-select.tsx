import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FieldError } from "@/components/field-error";

/** A labelled select bound to a react-hook-form field, with its error under it. */
export function FormSelect<T extends FieldValues, O = T>(props: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  id: string;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  error?: string;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Controller
        control={props.control}
        name={props.name}
        render={({ field }) => (
          <Select value={(field.value as string | undefined) ?? ""} onValueChange={field.onChange}>
            <SelectTrigger id={props.id} aria-invalid={!!props.error}>
              <SelectValue placeholder={props.placeholder} />
            </SelectTrigger>
            <SelectContent>
              {props.options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <FieldError message={props.error} />
    </div>
  );
}
