import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
import { FINDING_DUE_DAYS } from "@domain/audits";
import { addCalendarDays, siteToday } from "@domain/dates";
import { type TrackDocumentAuditFindingInput, trackDocumentAuditFindingSchema } from "@domain/document-audit/view";
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
import { FieldError } from "@/components/field-error";
import { FormSelect } from "@/components/form-select";
import { applyServerErrors } from "@/lib/api-errors";
import { useSchemaMessage } from "@/lib/use-schema-message";
import english from "@/i18n/locales/en/document-audits.json";
import { useFindingOwners, useTrackFinding } from "@/features/document-audits/api/track-finding";

export interface FindingToTrack {
  clauseId: string;
  code: string;
  findingIndex: number;
  text: string;
}

/** The form for one finding: no owner yet, due in 30 days at the site (as an internal audit's findings). */
const defaults = (finding: FindingToTrack | null, today: string): TrackDocumentAuditFindingInput => ({
  clauseId: finding?.clauseId ?? "",
  findingIndex: finding?.findingIndex ?? 0,
  ownerId: "",
  dueDate: addCalendarDays(today, FINDING_DUE_DAYS),
});

/**
 * Track this finding (decision 118): the owner (a member who may manage findings at the audit's site)
 * and a due date (today at the site or later); the report then shows the finding as tracked.
 */
export function TrackFindingDialog({
  auditId,
  site,
  finding,
  onOpenChange,
}: {
  auditId: string;
  /** The audit's site (the current one): its id for the findings list, its zone for "today". */
  site: { id: string; timezone: string };
  finding: FindingToTrack | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("document-audits");
  const { t: tc } = useTranslation("common");
  const reason = useSchemaMessage("document-audits", english.validation);
  const open = finding !== null;
  const owners = useFindingOwners(auditId, open);
  const track = useTrackFinding(auditId, site.id);
  const today = siteToday(site.timezone);
  const form = useForm<TrackDocumentAuditFindingInput>({
    resolver: zodResolver(trackDocumentAuditFindingSchema),
    defaultValues: defaults(finding, today),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (finding) form.reset(defaults(finding, today));
  }, [finding, form, today]);

  const onSubmit = form.handleSubmit((values) =>
    track.mutate(values, {
      onSuccess: () => {
        const owner = owners.data?.find((o) => o.id === values.ownerId)?.name ?? "";
        toast.success(t("track.done"), { description: t("track.doneDescription", { owner }) });
        onOpenChange(false);
      },
      onError: (error) => applyServerErrors(error, form.setError, (message) => form.setError("root", { message })),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("track.title", { clause: finding?.code ?? "" })}</DialogTitle>
          <DialogDescription>{finding?.text}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormSelect
            control={form.control}
            name="ownerId"
            id="track-owner"
            label={t("track.owner")}
            placeholder={owners.isPending ? t("track.loadingOwners") : t("track.chooseOwner")}
            error={reason(errors.ownerId?.message)}
            options={(owners.data ?? []).map((o) => ({ value: o.id, label: `${o.name} · ${tc(`roles.${o.role}`)}` }))}
          />
          <div className="space-y-2">
            <Label htmlFor="track-due">{t("track.dueDate")}</Label>
            <Input
              id="track-due"
              type="date"
              min={today}
              aria-invalid={!!errors.dueDate}
              aria-describedby="track-due-hint"
              {...form.register("dueDate")}
            />
            <p id="track-due-hint" className="text-xs text-muted-foreground">
              {t("track.dueHint")}
            </p>
            <FieldError message={reason(errors.dueDate?.message)} />
          </div>
          <FieldError message={reason(errors.clauseId?.message ?? errors.findingIndex?.message)} />
          <FieldError message={errors.root?.message} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("track.cancel")}
            </Button>
            <Button type="submit" disabled={track.isPending}>
              {track.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t("track.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
