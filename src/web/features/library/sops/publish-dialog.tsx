import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { sopPublishSchema, type SopDetailView } from "@domain/schemas/library";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useMe } from "@/lib/use-me";
import { usePublishSop } from "@/features/library/api/sops";
import { FieldError } from "@/components/field-error";
import { showApiError } from "@/lib/api-errors";
import { useLibraryMessage } from "@/features/library/use-library-message";

/** Approves the working copy as the next immutable version, with the approver's name and time. */
export function PublishDialog({
  sop,
  open,
  onOpenChange,
}: {
  sop: SopDetailView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("library");
  const reason = useLibraryMessage();
  const me = useMe();
  const publish = usePublishSop();
  const [summary, setSummary] = useState("");
  const [error, setError] = useState<string | undefined>();
  const next = (sop.version ?? 0) + 1;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = sopPublishSchema.safeParse({ changeSummary: summary });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    publish.mutate(
      { id: sop.id, changeSummary: parsed.data.changeSummary },
      {
        onSuccess: (saved) => {
          toast.success(t("publish.done"), {
            description: t("publish.doneDescription", { title: saved.title, version: saved.version }),
          });
          setSummary("");
          onOpenChange(false);
        },
        // The change summary is the dialog's one field: every reason shows under it, like any other failure.
        onError: (err) => showApiError(err, (fields) => setError(Object.values(fields).join(" ")), setError),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("publish.title", { version: next })}</DialogTitle>
          <DialogDescription>
            {t("publish.description", { title: sop.title, version: next, name: me.data?.user.name ?? "" })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="change-summary">{t("publish.summary")}</Label>
            <Input
              id="change-summary"
              value={summary}
              onChange={(e) => setSummary(e.target.value)}
              placeholder={t("publish.summaryPlaceholder")}
              aria-invalid={!!error}
              aria-describedby="change-summary-error"
            />
            <FieldError id="change-summary-error" message={reason(error)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("publish.cancel")}
            </Button>
            <Button type="submit" disabled={publish.isPending}>
              {publish.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t("publish.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
