import { useState } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("library");
  const [text, setText] = useState(value.join(", "));
  return (
    <Input
      id={id}
      value={text}
      placeholder={t("sopForm.tagsPlaceholder")}
      aria-invalid={invalid}
      onChange={(e) => {
        setText(e.target.value);
        onChange(
          e.target.value
            .split(",")
            .map((tag) => tag.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
