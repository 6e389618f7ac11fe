import { Loader2 } from "lucide-react";
import { toast } from "sonner";
import { incidentSeverities, severityLabels } from "@domain/records/catalogue";
import { capaInputSchema, incidentInputSchema, type IncidentView } from "@domain/schemas/records";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
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
import { useInitiateCapa, useReportIncident } from "@/features/records/api/incidents";
import { useRecordClauses } from "@/features/records/api/site-clauses";
import { SelectField } from "./select-field";
import { useSchemaForm } from "./use-schema-form";
import { FieldError } from "@/components/field-error";
import { showApiError } from "@/lib/api-errors";
import { addCalendarDays } from "@domain/dates";
import { browserToday } from "@/lib/format-date";

function TextArea({
  id,
  label,
  value,
  onChange,
  error,
  rows = 3,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  rows?: number;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={!!error} />
      <FieldError message={error} />
    </div>
  );
}

const emptyIncident = {
  title: "",
  severity: "medium",
  clauseId: "1.08.01",
  description: "",
  immediateAction: "",
  capaRequired: false,
};

/** Report Incident: title, severity, clause, description, immediate action, CAPA required. */
export function ReportIncidentDialog({
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
  const { clauses } = useRecordClauses(siteId);
  const report = useReportIncident(siteId);
  const form = useSchemaForm(incidentInputSchema, emptyIncident);
  const v = form.values;

  function submit() {
    const input = form.validate();
    if (!input) return;
    report.mutate(input, {
      onSuccess: () => {
        toast.success("Incident Reported", { description: "Notifications sent to the site's QA team." });
        form.reset();
        onOpenChange(false);
      },
      onError: (e) => showApiError(e, form.setErrors, "Incident not reported"),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Report Incident</DialogTitle>
          <DialogDescription>
            A food-safety deviation at {siteName}: what happened and what was done straight away.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="incident-title">Title</Label>
            <Input
              id="incident-title"
              value={v.title}
              onChange={(e) => form.set({ title: e.target.value })}
              aria-invalid={!!form.errors.title}
            />
            <FieldError message={form.errors.title} />
          </div>
          <SelectField
            id="incident-severity"
            label="Severity"
            value={v.severity}
            onChange={(s) => form.set({ severity: s })}
            options={incidentSeverities.map((s) => [s, severityLabels[s]] as const)}
            error={form.errors.severity}
          />
          <SelectField
            id="incident-clause"
            label="Clause"
            value={v.clauseId}
            onChange={(c) => form.set({ clauseId: c })}
            options={clauses.map((c) => [c.id, `${c.id} · ${c.title}`] as const)}
            error={form.errors.clauseId}
          />
          <div className="sm:col-span-2">
            <TextArea
              id="incident-description"
              label="Description"
              value={v.description}
              onChange={(d) => form.set({ description: d })}
              error={form.errors.description}
            />
          </div>
          <div className="sm:col-span-2">
            <TextArea
              id="incident-action"
              label="Immediate action"
              rows={2}
              value={v.immediateAction}
              onChange={(a) => form.set({ immediateAction: a })}
              error={form.errors.immediateAction}
            />
          </div>
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <Checkbox checked={v.capaRequired} onCheckedChange={(c) => form.set({ capaRequired: c === true })} />
            CAPA required (corrective and preventive action)
          </label>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={report.isPending}>
            {report.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Report Incident
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const inTwoWeeks = () => addCalendarDays(browserToday(), 14);

/** CAPA: root cause, corrective and preventive action, responsible person, due date. */
export function CapaDialog({
  incident,
  onOpenChange,
}: {
  incident: IncidentView | null;
  onOpenChange: (open: boolean) => void;
}) {
  const initiate = useInitiateCapa();
  const form = useSchemaForm(capaInputSchema, {
    rootCause: "",
    correctiveAction: "",
    preventiveAction: "",
    responsiblePerson: "",
    dueDate: inTwoWeeks(),
  });
  const v = form.values;

  function submit() {
    const input = form.validate();
    if (!input || !incident) return;
    initiate.mutate(
      { id: incident.id, input },
      {
        onSuccess: () => {
          toast.success("CAPA Initiated", {
            description: `${input.responsiblePerson} is responsible; due ${input.dueDate}.`,
          });
          form.reset();
          onOpenChange(false);
        },
        onError: (e) => showApiError(e, form.setErrors, "CAPA not initiated"),
      },
    );
  }

  return (
    <Dialog open={incident !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Corrective and Preventive Action</DialogTitle>
          <DialogDescription>{incident?.title}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <TextArea
            id="capa-root-cause"
            label="Root cause analysis"
            value={v.rootCause}
            onChange={(t) => form.set({ rootCause: t })}
            error={form.errors.rootCause}
          />
          <TextArea
            id="capa-corrective"
            label="Corrective action"
            rows={2}
            value={v.correctiveAction}
            onChange={(t) => form.set({ correctiveAction: t })}
            error={form.errors.correctiveAction}
          />
          <TextArea
            id="capa-preventive"
            label="Preventive action"
            rows={2}
            value={v.preventiveAction}
            onChange={(t) => form.set({ preventiveAction: t })}
            error={form.errors.preventiveAction}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="capa-responsible">Responsible person</Label>
              <Input
                id="capa-responsible"
                value={v.responsiblePerson}
                onChange={(e) => form.set({ responsiblePerson: e.target.value })}
                aria-invalid={!!form.errors.responsiblePerson}
              />
              <FieldError message={form.errors.responsiblePerson} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="capa-due">Due date</Label>
              <Input
                id="capa-due"
                type="date"
                value={v.dueDate}
                onChange={(e) => form.set({ dueDate: e.target.value })}
                aria-invalid={!!form.errors.dueDate}
              />
              <FieldError message={form.errors.dueDate} />
            </div>
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={initiate.isPending}>
            {initiate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Initiate CAPA
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
