import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/**
 * A text box that adds its entry with the Add button or the Enter key, then clears. What is kept
 * (trimmed, no blanks, no duplicates) is the domain's add function's decision.
 */
export function EntryInput({
  label,
  addLabel,
  placeholder,
  maxLength,
  disabled,
  onAdd,
}: {
  label: string;
  /** The Add button's name, e.g. "Add custom allergen". */
  addLabel: string;
  placeholder: string;
  maxLength: number;
  disabled?: boolean;
  onAdd: (entry: string) => void;
}) {
  const { t } = useTranslation("scope");
  const [text, setText] = useState("");
  const add = () => {
    onAdd(text);
    setText("");
  };
  return (
    <div className="flex gap-2">
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={maxLength}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            add();
          }
        }}
      />
      <Button variant="outline" onClick={add} disabled={disabled} aria-label={addLabel}>
        <Plus aria-hidden /> {t("entry.add")}
      </Button>
    </div>
  );
}
