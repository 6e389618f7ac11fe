import { useState } from "react";
import { Input } from "@/components/ui/input";

/** Tags typed as a comma-separated list; the form holds the cleaned array. */
export function TagInput({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  invalid?: boolean;
}) {
  const [text, setText] = useState(value.join(", "));
  return (
    <Input
      id={id}
      value={text}
      placeholder="e.g. pre-op, atp, food-contact"
      aria-invalid={invalid}
      onChange={(e) => {
        setText(e.target.value);
        onChange(
          e.target.value
            .split(",")
            .map((t) => t.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
