import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { incidentSeverities } from "@domain/records/catalogue";
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
import { browserToday } from "@/lib/browser-today";
import { formatDate } from "@/lib/format-date";

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
  const { t } = useTranslation("records");
  const { clauses } = useRecordClauses(siteId);
  const report = useReportIncident(siteId);
  const form = useSchemaForm(incidentInputSchema, emptyIncident);
  const v = form.values;

  function submit() {
    const input = form.validate();
    if (!input) return;
    report.mutate(input, {
      onSuccess: () => {
        toast.success(t("incidents.reported"), { description: t("incidents.reportedDescription") });
        form.reset();
        onOpenChange(false);
      },
      onError: (e) => showApiError(e, form.setErrors, t("incidents.notReported")),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("incidents.report")}</DialogTitle>
          <DialogDescription>{t("incidents.reportDescription", { site: siteName })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="incident-title">{t("incidents.titleLabel")}</Label>
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
            label={t("incidents.columns.severity")}
            value={v.severity}
            onChange={(s) => form.set({ severity: s })}
            options={incidentSeverities.map((s) => [s, t(`badge.${s}`)] as const)}
            error={form.errors.severity}
          />
          <SelectField
            id="incident-clause"
            label={t("form.clause")}
            value={v.clauseId}
            onChange={(c) => form.set({ clauseId: c })}
            options={clauses.map((c) => [c.id, t("form.clauseOption", { id: c.id, title: c.title })] as const)}
            error={form.errors.clauseId}
          />
          <div className="sm:col-span-2">
            <TextArea
              id="incident-description"
              label={t("incidents.descriptionLabel")}
              value={v.description}
              onChange={(d) => form.set({ description: d })}
              error={form.errors.description}
            />
          </div>
          <div className="sm:col-span-2">
            <TextArea
              id="incident-action"
              label={t("incidents.immediateAction")}
              rows={2}
              value={v.immediateAction}
              onChange={(a) => form.set({ immediateAction: a })}
              error={form.errors.immediateAction}
            />
          </div>
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <Checkbox checked={v.capaRequired} onCheckedChange={(c) => form.set({ capaRequired: c === true })} />
            {t("incidents.capaRequired")}
          </label>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("actions.cancel")}
          </Button>
          <Button onClick={submit} disabled={report.isPending}>
            {report.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t("incidents.report")}
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
  const { t } = useTranslation("records");
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
          toast.success(t("incidents.initiated"), {
            description: t("incidents.initiatedDescription", {
              name: input.responsiblePerson,
              date: formatDate(input.dueDate),
            }),
          });
          form.reset();
          onOpenChange(false);
        },
        onError: (e) => showApiError(e, form.setErrors, t("incidents.notInitiated")),
      },
    );
  }

  return (
    <Dialog open={incident !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("incidents.capaTitle")}</DialogTitle>
          <DialogDescription>{incident?.title}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <TextArea
            id="capa-root-cause"
            label={t("incidents.rootCauseAnalysis")}
            value={v.rootCause}
            onChange={(text) => form.set({ rootCause: text })}
            error={form.errors.rootCause}
          />
          <TextArea
            id="capa-corrective"
            label={t("incidents.correctiveAction")}
            rows={2}
            value={v.correctiveAction}
            onChange={(text) => form.set({ correctiveAction: text })}
            error={form.errors.correctiveAction}
          />
          <TextArea
            id="capa-preventive"
            label={t("incidents.preventiveAction")}
            rows={2}
            value={v.preventiveAction}
            onChange={(text) => form.set({ preventiveAction: text })}
            error={form.errors.preventiveAction}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="capa-responsible">{t("incidents.responsiblePerson")}</Label>
              <Input
                id="capa-responsible"
                value={v.responsiblePerson}
                onChange={(e) => form.set({ responsiblePerson: e.target.value })}
                aria-invalid={!!form.errors.responsiblePerson}
              />
              <FieldError message={form.errors.responsiblePerson} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="capa-due">{t("incidents.dueDate")}</Label>
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
            {t("actions.cancel")}
          </Button>
          <Button onClick={submit} disabled={initiate.isPending}>
            {initiate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t("incidents.initiate")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
