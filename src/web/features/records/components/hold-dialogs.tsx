import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { holdReasons, holdTypes, holdUnits, releaseLevelsFor } from "@domain/records/catalogue";
import { holdInputSchema, holdReleaseSchema, type HoldView } from "@domain/schemas/records";
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
import { Textarea } from "@/components/ui/textarea";
import { useMe } from "@/lib/use-me";
import { usePlaceHold, useReleaseHold } from "@/features/records/api/holds";
import { SelectField } from "./select-field";
import { useSchemaForm } from "./use-schema-form";
import { FieldError } from "@/components/field-error";
import { showApiError } from "@/lib/api-errors";
import { formatNumber } from "@/lib/format-number";
import { useHoldUnitLabel } from "./records-ui";

const emptyHold = {
  type: "product",
  itemName: "",
  quantity: "" as unknown as number,
  unit: "cases",
  reason: "quality",
  notes: "",
  lotCode: "",
};

/** Place Hold: type, item, quantity and unit, reason, notes, optional traceability lot code. */
export function PlaceHoldDialog({
  siteId,
  siteName,
  open,
  onOpenChange,
}: {
  siteId: string;
  siteName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("records");
  const unitLabel = useHoldUnitLabel();
  const place = usePlaceHold(siteId);
  const form = useSchemaForm(holdInputSchema, emptyHold);
  const v = form.values;

  function submit() {
    const input = form.validate();
    if (!input) return;
    place.mutate(input, {
      onSuccess: (hold) => {
        toast.success(t("holds.placed"), {
          description: t("holds.placedDescription", {
            item: hold.itemName,
            quantity: formatNumber(hold.quantity),
            unit: unitLabel(hold.unit),
          }),
        });
        form.reset();
        onOpenChange(false);
      },
      onError: (e) => showApiError(e, form.setErrors, t("holds.notPlaced")),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("holds.place")}</DialogTitle>
          <DialogDescription>{t("holds.placeDescription", { site: siteName })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="hold-type"
            label={t("holds.holdType")}
            value={v.type}
            onChange={(type) => form.set({ type })}
            options={holdTypes.map((type) => [type, t(`holdTypes.${type}`)] as const)}
            error={form.errors.type}
          />
          <SelectField
            id="hold-reason"
            label={t("holds.reason")}
            value={v.reason}
            onChange={(r) => form.set({ reason: r })}
            options={holdReasons.map((r) => [r, t(`holdReasons.${r}`)] as const)}
            error={form.errors.reason}
          />
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="hold-item">{t("holds.item")}</Label>
            <Input
              id="hold-item"
              value={v.itemName}
              onChange={(e) => form.set({ itemName: e.target.value })}
              aria-invalid={!!form.errors.itemName}
              placeholder={t("holds.itemPlaceholder")}
            />
            <FieldError message={form.errors.itemName} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="hold-quantity">{t("holds.quantityLabel")}</Label>
            <Input
              id="hold-quantity"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={Number.isNaN(v.quantity) ? "" : String(v.quantity)}
              onChange={(e) =>
                form.set({ quantity: e.target.value === "" ? ("" as unknown as number) : Number(e.target.value) })
              }
              aria-invalid={!!form.errors.quantity}
            />
            <FieldError message={form.errors.quantity} />
          </div>
          <SelectField
            id="hold-unit"
            label={t("holds.unit")}
            value={v.unit}
            onChange={(u) => form.set({ unit: u })}
            options={holdUnits.map((u) => [u, unitLabel(u)] as const)}
            error={form.errors.unit}
          />
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="hold-lot">{t("holds.lotCode")}</Label>
            <Input
              id="hold-lot"
              value={v.lotCode}
              onChange={(e) => form.set({ lotCode: e.target.value })}
              aria-invalid={!!form.errors.lotCode}
              placeholder={t("holds.lotCodePlaceholder")}
            />
            <FieldError message={form.errors.lotCode} />
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="hold-notes">{t("holds.notes")}</Label>
            <Textarea
              id="hold-notes"
              rows={2}
              value={v.notes}
              onChange={(e) => form.set({ notes: e.target.value })}
              aria-invalid={!!form.errors.notes}
            />
            <FieldError message={form.errors.notes} />
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("actions.cancel")}
          </Button>
          <Button onClick={submit} disabled={place.isPending}>
            {place.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t("holds.place")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Release Hold: the authorization level the user signs under, and release notes. */
export function ReleaseHoldDialog({
  hold,
  onOpenChange,
}: {
  hold: HoldView | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("records");
  const unitLabel = useHoldUnitLabel();
  const me = useMe();
  const levels = me.data ? releaseLevelsFor(me.data.role) : [];
  const release = useReleaseHold();
  const form = useSchemaForm(holdReleaseSchema, { authorizationLevel: levels[0] ?? "", releaseNotes: "" });
  const v = form.values;
  const level = v.authorizationLevel || levels[0] || "";

  function submit() {
    const input = form.validate({ authorizationLevel: level });
    if (!input || !hold) return;
    release.mutate(
      { id: hold.id, input },
      {
        onSuccess: (h) => {
          toast.success(t("holds.releasedToast"), {
            description: t("holds.releasedDescription", { item: h.itemName, name: h.releasedByName }),
          });
          form.reset();
          onOpenChange(false);
        },
        onError: (e) => showApiError(e, form.setErrors, t("holds.notReleased")),
      },
    );
  }

  return (
    <Dialog open={hold !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("holds.releaseTitle")}</DialogTitle>
          <DialogDescription>
            {hold
              ? t("holds.releaseSummary", {
                  item: hold.itemName,
                  quantity: formatNumber(hold.quantity),
                  unit: unitLabel(hold.unit),
                  count: hold.daysOnHold,
                })
              : ""}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <SelectField
            id="release-level"
            label={t("holds.authorizationLevel")}
            value={level}
            onChange={(l) => form.set({ authorizationLevel: l })}
            options={levels.map((l) => [l, t(`releaseLevels.${l}`)] as const)}
            error={form.errors.authorizationLevel}
          />
          <div className="grid gap-2">
            <Label htmlFor="release-notes">{t("holds.releaseNotes")}</Label>
            <Textarea
              id="release-notes"
              rows={3}
              value={v.releaseNotes}
              onChange={(e) => form.set({ releaseNotes: e.target.value })}
              aria-invalid={!!form.errors.releaseNotes}
              placeholder={t("holds.releaseNotesPlaceholder")}
            />
            <FieldError message={form.errors.releaseNotes} />
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("actions.cancel")}
          </Button>
          <Button onClick={submit} disabled={release.isPending}>
            {release.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t("holds.releaseTitle")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
