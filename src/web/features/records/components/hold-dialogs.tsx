import { Loader2 } from "lucide-react";
import { toast } from "sonner";
import {
  holdReasonLabels,
  holdReasons,
  holdTypeLabels,
  holdTypes,
  holdUnits,
  releaseAuthorizationLabels,
  releaseLevelsFor,
} from "@domain/records/catalogue";
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
  const place = usePlaceHold(siteId);
  const form = useSchemaForm(holdInputSchema, emptyHold);
  const v = form.values;

  function submit() {
    const input = form.validate();
    if (!input) return;
    place.mutate(input, {
      onSuccess: (hold) => {
        toast.success("Hold Placed", { description: `${hold.itemName} (${hold.quantity} ${hold.unit}) is on hold.` });
        form.reset();
        onOpenChange(false);
      },
      onError: (e) => showApiError(e, form.setErrors, "Hold not placed"),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Place Hold</DialogTitle>
          <DialogDescription>
            Quarantine product, material or equipment at {siteName} until someone with release authority releases it.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="hold-type"
            label="Hold type"
            value={v.type}
            onChange={(t) => form.set({ type: t })}
            options={holdTypes.map((t) => [t, holdTypeLabels[t]] as const)}
            error={form.errors.type}
          />
          <SelectField
            id="hold-reason"
            label="Reason"
            value={v.reason}
            onChange={(r) => form.set({ reason: r })}
            options={holdReasons.map((r) => [r, holdReasonLabels[r]] as const)}
            error={form.errors.reason}
          />
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="hold-item">Item</Label>
            <Input
              id="hold-item"
              value={v.itemName}
              onChange={(e) => form.set({ itemName: e.target.value })}
              aria-invalid={!!form.errors.itemName}
              placeholder="e.g. Romaine hearts 3-pack, 12 ct cases"
            />
            <FieldError message={form.errors.itemName} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="hold-quantity">Quantity</Label>
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
            label="Unit"
            value={v.unit}
            onChange={(u) => form.set({ unit: u })}
            options={holdUnits.map((u) => [u, u] as const)}
            error={form.errors.unit}
          />
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="hold-lot">Traceability lot code (optional)</Label>
            <Input
              id="hold-lot"
              value={v.lotCode}
              onChange={(e) => form.set({ lotCode: e.target.value })}
              aria-invalid={!!form.errors.lotCode}
              placeholder="e.g. OXN-ROM-0412"
            />
            <FieldError message={form.errors.lotCode} />
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="hold-notes">Notes</Label>
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
            Cancel
          </Button>
          <Button onClick={submit} disabled={place.isPending}>
            {place.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Place Hold
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
          toast.success("Hold Released", { description: `${h.itemName} released by ${h.releasedByName}.` });
          form.reset();
          onOpenChange(false);
        },
        onError: (e) => showApiError(e, form.setErrors, "Hold not released"),
      },
    );
  }

  return (
    <Dialog open={hold !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Release Hold</DialogTitle>
          <DialogDescription>
            {hold
              ? `${hold.itemName} · ${hold.quantity} ${hold.unit} · on hold ${hold.daysOnHold} day${hold.daysOnHold === 1 ? "" : "s"}`
              : ""}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <SelectField
            id="release-level"
            label="Authorization level"
            value={level}
            onChange={(l) => form.set({ authorizationLevel: l })}
            options={levels.map((l) => [l, releaseAuthorizationLabels[l]] as const)}
            error={form.errors.authorizationLevel}
          />
          <div className="grid gap-2">
            <Label htmlFor="release-notes">Release notes</Label>
            <Textarea
              id="release-notes"
              rows={3}
              value={v.releaseNotes}
              onChange={(e) => form.set({ releaseNotes: e.target.value })}
              aria-invalid={!!form.errors.releaseNotes}
              placeholder="Evaluation done and why the item is safe to release"
            />
            <FieldError message={form.errors.releaseNotes} />
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={release.isPending}>
            {release.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Release Hold
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
