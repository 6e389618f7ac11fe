import type { ReactNode } from "react";

/** A titled group of wizard controls. */
export function FieldSet({
  legend,
  description,
  children,
}: {
  legend: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-3">
      <div className="space-y-1">
        <legend className="text-sm font-semibold">{legend}</legend>
        {description && <p className="text-xs text-muted-foreground">{description}</p>}
      </div>
      {children}
    </fieldset>
  );
}
