import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { Loader2 } from "lucide-react";
import type { FieldErrors } from "@domain/errors";
import { supplierRequirementsSchema } from "@domain/schemas/suppliers";
import { supplierDocumentTypes, type SupplierRequirement } from "@domain/suppliers/requirements";
import {
  supplierCategories,
  supplierRiskLevels,
  type SupplierCategory,
  type SupplierRiskLevel,
} from "@domain/suppliers/suppliers";
import { Alert, AlertDescription } from "@/components/ui/alert";
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
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError } from "@/components/field-error";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { showApiError } from "@/lib/api-errors";
import { useCan } from "@/lib/use-me";
import { useSaveRequirements, useSupplierRequirements } from "@/features/suppliers/api/suppliers";
import { useSupplierMessage } from "@/features/suppliers/use-supplier-message";

/**
 * The documents required per category and risk level, with their renewal periods: read by everyone,
 * edited by QA managers and administrators (`suppliers.approve`). Saving replaces the whole list.
 */
export function RequirementsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("suppliers");
  const message = useSupplierMessage();
  const canEdit = useCan("suppliers.approve");
  const stored = useSupplierRequirements();
  const save = useSaveRequirements();
  const [draft, setDraft] = useState<SupplierRequirement[]>([]);
  const [category, setCategory] = useState<SupplierCategory>("grower");
  const [risk, setRisk] = useState<SupplierRiskLevel>("medium");
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (open && stored.data) {
      setDraft(stored.data.requirements);
      setError(undefined);
    }
  }, [open, stored.data]);

  const rows = draft.filter((r) => r.category === category && r.riskLevel === risk);
  const find = (type: string) => rows.find((r) => r.documentType === type);
  const toggle = (type: (typeof supplierDocumentTypes)[number], on: boolean) =>
    setDraft((d) =>
      on
        ? [...d, { category, riskLevel: risk, documentType: type, renewalMonths: 12 }]
        : d.filter((r) => !(r.category === category && r.riskLevel === risk && r.documentType === type)),
    );
  const setMonths = (type: string, value: string) =>
    setDraft((d) =>
      d.map((r) =>
        r.category === category && r.riskLevel === risk && r.documentType === type
          ? { ...r, renewalMonths: value === "" ? null : Number(value) }
          : r,
      ),
    );

  const submit = () => {
    const parsed = supplierRequirementsSchema.safeParse({ requirements: draft });
    if (!parsed.success) return setError(message(parsed.error.issues[0]?.message));
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t("requirements.saved"));
        onOpenChange(false);
      },
      onError: (e) =>
        showApiError(
          e,
          (fields: FieldErrors) => setError(Object.values(fields).join(" ")),
          (text) => setError(text),
        ),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="touch-targets max-h-[92vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("requirements.title")}</DialogTitle>
          <DialogDescription>
            {canEdit ? t("requirements.description") : t("requirements.readOnly")}
            {stored.data?.builtIn ? ` ${t("requirements.builtIn")}` : ""}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="requirements-category">{t("form.category")}</Label>
            <Select value={category} onValueChange={(v) => setCategory(v as SupplierCategory)}>
              <SelectTrigger id="requirements-category" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {supplierCategories.map((c) => (
                  <SelectItem key={c} value={c}>
                    {t(`category.${c}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="requirements-risk">{t("form.riskLevel")}</Label>
            <Select value={risk} onValueChange={(v) => setRisk(v as SupplierRiskLevel)}>
              <SelectTrigger id="requirements-risk" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {supplierRiskLevels.map((r) => (
                  <SelectItem key={r} value={r}>
                    {t(`risk.${r}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        {stored.isPending ? null : (
          <ul className="divide-y" data-testid="requirements-list">
            {supplierDocumentTypes
              .filter((type) => canEdit || find(type))
              .map((type) => {
                const row = find(type);
                const label = t(`documentType.${type}`);
                return (
                  <li key={type} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
                    <label className="flex items-center gap-2.5 text-sm">
                      {canEdit ? (
                        <Checkbox
                          checked={!!row}
                          onCheckedChange={(c) => toggle(type, c === true)}
                          aria-label={label}
                        />
                      ) : null}
                      <span className={row ? "font-medium" : "text-muted-foreground"}>{label}</span>
                    </label>
                    {row ? (
                      <div className="flex items-center gap-2 text-sm">
                        <Label htmlFor={`renewal-${type}`} className="whitespace-nowrap">
                          {t("requirements.renewal")}
                        </Label>
                        <Input
                          id={`renewal-${type}`}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={120}
                          className="w-24"
                          value={row.renewalMonths ?? ""}
                          placeholder={t("requirements.never")}
                          readOnly={!canEdit}
                          onChange={(e) => setMonths(type, e.target.value)}
                        />
                        <span className="text-xs text-muted-foreground">
                          {row.renewalMonths === null ? t("requirements.never") : t("requirements.months")}
                        </span>
                      </div>
                    ) : null}
                  </li>
                );
              })}
          </ul>
        )}
        {!canEdit && rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("requirements.noneFor")}</p>
        ) : null}
        <FieldError message={error} />
        {stored.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{message(stored.error.message)}</AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {canEdit ? t("actions.cancel") : t("actions.close")}
          </Button>
          {canEdit ? (
            <Button type="button" onClick={submit} disabled={save.isPending || !stored.data}>
              {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {t("requirements.save")}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
