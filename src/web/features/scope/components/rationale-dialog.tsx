import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isValidRationale, MIN_RATIONALE_LENGTH } from "@domain/scope";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

/** Asks for a rationale of at least 10 characters (module exclusion, clause N/A). */
export function RationaleDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: (rationale: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("scope");
  const [text, setText] = useState("");
  const valid = isValidRationale(text);
  const close = () => {
    setText("");
    onCancel();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor="rationale">{t("rationale.label")}</Label>
          <Textarea
            id="rationale"
            rows={4}
            value={text}
            maxLength={1000}
            onChange={(e) => setText(e.target.value)}
            aria-describedby="rationale-counter"
          />
          <p
            id="rationale-counter"
            className={cn("text-xs", valid ? "text-muted-foreground" : "text-amber-700 dark:text-amber-400")}
          >
            {t("rationale.counter", { min: MIN_RATIONALE_LENGTH, length: text.trim().length })}
          </p>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {t("rationale.cancel")}
          </Button>
          <Button
            disabled={!valid}
            onClick={() => {
              onConfirm(text);
              setText("");
            }}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
