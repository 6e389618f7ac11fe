import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { i18n } from "@/i18n/i18n";
import { useTranslation } from "react-i18next";
import {
  DEFAULT_EVIDENCE_FORMAT,
  evidenceClauseOptions,
  evidenceFormats,
  toggleAllClauses,
  type EvidenceClauseId,
  type EvidenceFormat,
  type EvidencePackView,
} from "@domain/audits";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api } from "@/lib/api";
import { useCurrentSite, useSites } from "@/lib/use-sites";
import { useRequestEvidencePack } from "@/features/audits/api/evidence-packs";
import { FieldError } from "@/components/field-error";
import { showApiError } from "@/lib/api-errors";
import { CheckboxOption } from "@/components/checkbox-option";
import { evidencePackKeys } from "@/lib/query-keys";

type Range = "7" | "30" | "90" | "custom";

/** The audits catalogue outside a component (the watcher outlives the dialog), in the current language. */
const tAudits = i18n.getFixedT(null, "audits");

/**
 * Polls a requested pack until it leaves "generating", then says so: 'Evidence Pack Generated' or the
 * failure reason. Runs outside any component so closing the dialog or leaving the page does not stop it.
 */
export function watchPack(pack: EvidencePackView, onDone: () => void) {
  const started = Date.now();
  const tick = async () => {
    try {
      const current = await api<EvidencePackView>(`/evidence-packs/${pack.id}`);
      if (current.status === "ready") {
        toast.success(tAudits("evidence.generated"), {
          description: tAudits("evidence.generatedDescription", { name: current.name }),
        });
        return onDone();
      }
      if (current.status === "failed") {
        toast.error(tAudits("evidence.packFailed"), {
          description: current.failureReason ?? tAudits("evidence.generationFailed"),
        });
        return onDone();
      }
    } catch {
      // transient: try again
    }
    if (Date.now() - started < 5 * 60_000) setTimeout(tick, 1500);
  };
  setTimeout(tick, 1000);
}

/** Generate Evidence Pack: site, date range, clauses (8 or all) and format. Reused by the overview. */
export function GenerateEvidencePackDialog({
  open,
  onOpenChange,
  presetClauses,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  presetClauses?: EvidenceClauseId[];
}) {
  const { t } = useTranslation("audits");
  const current = useCurrentSite();
  const { data: sites } = useSites();
  const queryClient = useQueryClient();
  const request = useRequestEvidencePack();
  const [siteId, setSiteId] = useState<string>("");
  const [range, setRange] = useState<Range>("30");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [clauses, setClauses] = useState<EvidenceClauseId[]>(presetClauses ?? []);
  const [format, setFormat] = useState<EvidenceFormat>(DEFAULT_EVIDENCE_FORMAT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const site = siteId || current?.id || "";
  const allChosen = clauses.length === evidenceClauseOptions.length;

  const toggle = (id: EvidenceClauseId, checked: boolean) =>
    setClauses((list) => (checked ? [...list, id] : list.filter((c) => c !== id)));

  function submit() {
    setErrors({});
    const body = {
      siteId: site,
      rangeDays: range === "custom" ? null : (Number(range) as 7 | 30 | 90),
      ...(range === "custom" ? { from, to } : {}),
      clauses,
      format,
    };
    request.mutate(body, {
      onSuccess: (pack) => {
        toast.success(t("evidence.generating"), { description: t("evidence.generatingDescription") });
        onOpenChange(false);
        setClauses(presetClauses ?? []);
        watchPack(pack, () => void queryClient.invalidateQueries({ queryKey: evidencePackKeys.all }));
      },
      onError: (error) => showApiError(error, setErrors, t("evidence.notRequested")),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("generateDialog.title")}</DialogTitle>
          <DialogDescription>{t("generateDialog.description")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="pack-site">{t("generateDialog.site")}</Label>
              <Select value={site} onValueChange={setSiteId}>
                <SelectTrigger id="pack-site" className="w-full">
                  <SelectValue placeholder={t("generateDialog.chooseSite")} />
                </SelectTrigger>
                <SelectContent>
                  {sites?.sites.map((s) => (
                    <SelectItem key={s.id} value={s.id}>
                      {s.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FieldError message={errors.siteId} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="pack-range">{t("generateDialog.range")}</Label>
              <Select value={range} onValueChange={(v) => setRange(v as Range)}>
                <SelectTrigger id="pack-range" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="7">{t("generateDialog.last", { count: 7 })}</SelectItem>
                  <SelectItem value="30">{t("generateDialog.last", { count: 30 })}</SelectItem>
                  <SelectItem value="90">{t("generateDialog.last", { count: 90 })}</SelectItem>
                  <SelectItem value="custom">{t("generateDialog.custom")}</SelectItem>
                </SelectContent>
              </Select>
            </div>
          </div>
          {range === "custom" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="pack-from">{t("generateDialog.from")}</Label>
                <Input
                  id="pack-from"
                  type="date"
                  value={from}
                  onChange={(e) => setFrom(e.target.value)}
                  aria-invalid={!!errors.from}
                />
                <FieldError message={errors.from} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="pack-to">{t("generateDialog.to")}</Label>
                <Input
                  id="pack-to"
                  type="date"
                  value={to}
                  onChange={(e) => setTo(e.target.value)}
                  aria-invalid={!!errors.to}
                />
                <FieldError message={errors.to} />
              </div>
            </div>
          ) : null}
          <fieldset className="grid gap-3">
            <div className="flex items-center justify-between gap-2">
              <legend className="text-sm font-medium">{t("generateDialog.clauses")}</legend>
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto p-0"
                onClick={() => setClauses(toggleAllClauses(clauses))}
              >
                {allChosen ? t("generateDialog.clearAll") : t("generateDialog.selectAll")}
              </Button>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              {evidenceClauseOptions.map((option) => (
                <CheckboxOption
                  key={option.id}
                  label={option.label}
                  hint={option.description}
                  checked={clauses.includes(option.id)}
                  onCheckedChange={(c) => toggle(option.id, c)}
                  className="rounded-lg border border-border p-2.5 hover:bg-accent/50 has-[[data-state=checked]]:border-primary/50 has-[[data-state=checked]]:bg-primary/5"
                />
              ))}
            </div>
            <FieldError message={errors.clauses} />
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor="pack-format">{t("generateDialog.format")}</Label>
            <Select value={format} onValueChange={(v) => setFormat(v as EvidenceFormat)}>
              <SelectTrigger id="pack-format" className="w-full sm:w-60">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {evidenceFormats.map((f) => (
                  <SelectItem key={f} value={f}>
                    {t(`formats.${f}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button onClick={submit} disabled={clauses.length === 0 || !site || request.isPending}>
            {request.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t("generateDialog.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
