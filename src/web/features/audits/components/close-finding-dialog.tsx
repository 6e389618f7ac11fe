import { useState } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
import type { FindingView } from "@domain/audits";
import { acceptAttribute, uploadPolicies } from "@domain/files/file-types";
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
import { useCloseFinding } from "@/features/audits/api/internal-audits";
import { FieldError } from "@/components/field-error";
import { showApiError } from "@/lib/api-errors";

/** Close a finding: every required evidence item needs a note or a file. */
export function CloseFindingDialog({
  finding,
  onOpenChange,
}: {
  finding: FindingView | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("audits");
  const close = useCloseFinding();
  const [items, setItems] = useState<{ note: string; files: File[] }[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const required = finding?.evidenceToClose ?? [];
  const entry = (i: number) => items[i] ?? { note: "", files: [] };
  const update = (i: number, change: Partial<{ note: string; files: File[] }>) =>
    setItems((list) =>
      required.map((_, j) => (j === i ? { ...entry(j), ...change } : (list[j] ?? { note: "", files: [] }))),
    );

  function submit() {
    if (!finding) return;
    setErrors({});
    close.mutate(
      { id: finding.id, items: required.map((_, i) => entry(i)) },
      {
        onSuccess: () => {
          toast.success(t("closeFinding.closed"), {
            description: t("closeFinding.closedDescription", { clause: finding.clauseId }),
          });
          setItems([]);
          onOpenChange(false);
        },
        onError: (e) => showApiError(e, setErrors, t("closeFinding.failed")),
      },
    );
  }

  return (
    <Dialog open={!!finding} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("closeFinding.title", { clause: finding?.clauseId ?? "" })}</DialogTitle>
          <DialogDescription>{finding?.title}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          {required.map((label, i) => (
            <div key={label} className="grid gap-2 rounded-lg border border-border p-3">
              <Label htmlFor={`close-${i}`}>{label}</Label>
              <Textarea
                id={`close-${i}`}
                rows={2}
                value={entry(i).note}
                onChange={(e) => update(i, { note: e.target.value })}
                aria-invalid={!!errors[`items.${i}`]}
              />
              <input
                type="file"
                multiple
                accept={acceptAttribute(uploadPolicies.evidence)}
                aria-label={t("closeFinding.filesFor", { label })}
                className="text-xs file:mr-2 file:rounded-md file:border file:border-border file:bg-background file:px-2 file:py-1"
                onChange={(e) => update(i, { files: Array.from(e.target.files ?? []) })}
              />
              <FieldError message={errors[`items.${i}`]} />
            </div>
          ))}
          <FieldError message={errors.files} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button onClick={submit} disabled={close.isPending}>
            {close.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t("closeFinding.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
