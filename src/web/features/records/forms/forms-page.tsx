import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ArrowDown, ArrowUp, Loader2, Pencil, Plus, Trash2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { formFieldTypes, type FormDefinition, type FormFieldType } from "@domain/forms/form-definition";
import type { FormVersionView } from "@domain/schemas/forms";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
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
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { ClausePicker } from "./clause-picker";
import { FieldError } from "@/components/field-error";
import { PageHeader } from "@/components/page-header";
import { showApiError } from "@/lib/api-errors";
import { useCan } from "@/lib/use-me";
import { SelectField } from "@/features/records/components/select-field";
import { useForms, useSaveForm } from "./api/forms";

/** A field as the builder edits it: limits and options as typed. */
interface DraftField {
  key: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  unit: string;
  min: string;
  max: string;
  options: string;
  /** Limits by the answer of a choice field (a built-in water test's), each as typed. */
  byOption: { field: string; limits: Record<string, { min: string; max: string }> } | null;
}
interface Draft {
  name: string;
  description: string;
  clauseIds: string[];
  correctiveActionRequired: boolean;
  fields: DraftField[];
}

const NUMBER_PARTS = ["unit", "min", "max"] as const;
const LIMIT_PARTS = ["min", "max"] as const;

const emptyField = (): DraftField => ({
  key: "",
  label: "",
  type: "number",
  required: true,
  unit: "",
  min: "",
  max: "",
  options: "",
  byOption: null,
});

const typed = (n: number | null | undefined) => (n == null ? "" : String(n));

function draftOf(form: FormVersionView | null): Draft {
  if (!form)
    return { name: "", description: "", clauseIds: [], correctiveActionRequired: true, fields: [emptyField()] };
  return {
    name: form.name,
    description: form.description,
    clauseIds: [...form.clauseIds],
    correctiveActionRequired: form.correctiveActionRequired,
    fields: form.fields.map((f) => ({
      ...emptyField(),
      key: f.key,
      label: f.label,
      type: f.type,
      required: f.required,
      ...(f.type === "number"
        ? {
            unit: f.unit,
            min: typed(f.min),
            max: typed(f.max),
            byOption: f.limitsByOption
              ? {
                  field: f.limitsByOption.field,
                  limits: Object.fromEntries(
                    Object.entries(f.limitsByOption.limits).map(([o, l]) => [
                      o,
                      { min: typed(l.min), max: typed(l.max) },
                    ]),
                  ),
                }
              : null,
          }
        : {}),
      ...(f.type === "choice" ? { options: f.options.join("\n") } : {}),
    })),
  };
}

/** A field key from its label ("Water temp." → "waterTemp"), when the builder gives none. */
export function keyFromLabel(label: string, taken: readonly string[]): string {
  const words = label
    .normalize("NFD")
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const base =
    words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join("") ||
    "field";
  let key = /^[a-z]/.test(base) ? base.slice(0, 36) : `f${base}`.slice(0, 36);
  // A key must not read as a supplied limit ("limit", "min", "max").
  if (/limit|^(min|max)$/i.test(key)) key = `${key.replace(/limit/gi, "bound")}Value`;
  let unique = key;
  for (let i = 2; taken.includes(unique); i++) unique = `${key}${i}`;
  return unique;
}

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/** The definition to send: what the server's schema checks again, field by field. */
function definitionOf(draft: Draft): FormDefinition {
  const keys: string[] = [];
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    clauseIds: draft.clauseIds,
    correctiveActionRequired: draft.correctiveActionRequired,
    fields: draft.fields.map((f) => {
      const key = f.key || keyFromLabel(f.label, keys);
      keys.push(key);
      const base = { key, label: f.label.trim(), required: f.required };
      switch (f.type) {
        case "number":
          return {
            ...base,
            type: "number",
            unit: f.unit.trim(),
            min: numberOrNull(f.min),
            max: numberOrNull(f.max),
            ...(f.byOption
              ? {
                  limitsByOption: {
                    field: f.byOption.field,
                    limits: Object.fromEntries(
                      Object.entries(f.byOption.limits).map(([o, l]) => [
                        o,
                        { min: numberOrNull(l.min), max: numberOrNull(l.max) },
                      ]),
                    ),
                  },
                }
              : {}),
          };
        case "choice":
          return {
            ...base,
            type: "choice",
            options: f.options
              .split("\n")
              .map((o) => o.trim())
              .filter(Boolean),
          };
        default:
          return { ...base, type: f.type };
      }
    }),
  };
}

/** /app/records/forms — the organisation's log forms: the built-in ones, and its own built and versioned here. */
export function FormsPage() {
  const { t } = useTranslation("records");
  const forms = useForms();
  const canBuild = useCan("forms.manage");
  const [editing, setEditing] = useState<FormVersionView | "new" | null>(null);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("formBuilder.title")}
        description={t("formBuilder.description")}
        actions={
          canBuild ? (
            <Button onClick={() => setEditing("new")}>
              <Plus aria-hidden /> {t("formBuilder.new")}
            </Button>
          ) : null
        }
      />
      {forms.isPending ? (
        <Skeleton className="h-40" />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t("formBuilder.listLabel")}>
          {(forms.data?.items ?? []).map((form) => (
            <li key={form.formId}>
              <Card>
                <CardContent className="grid gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="min-w-0 flex-1 font-medium break-words">{form.name}</h2>
                    {form.builtin ? <Badge variant="outline">{t("formBuilder.builtin")}</Badge> : null}
                    {!form.builtin || form.version > 1 ? (
                      <Badge variant="outline">{t("customForm.version", { version: form.version })}</Badge>
                    ) : null}
                  </div>
                  {form.description ? <p className="text-sm text-muted-foreground">{form.description}</p> : null}
                  <p className="text-sm">
                    {t("formBuilder.summary", {
                      count: form.fields.length,
                      clauses: form.clauseIds.join(", ") || "—",
                    })}
                  </p>
                  {canBuild ? (
                    <div>
                      <Button variant="outline" size="sm" onClick={() => setEditing(form)}>
                        <Pencil aria-hidden /> {t("formBuilder.edit", { name: form.name })}
                      </Button>
                    </div>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        <DialogContent className="touch-targets max-h-[92vh] overflow-y-auto sm:max-w-3xl">
          {editing ? <FormBuilder form={editing === "new" ? null : editing} onDone={() => setEditing(null)} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function FormBuilder({ form, onDone }: { form: FormVersionView | null; onDone: () => void }) {
  const { t } = useTranslation("records");
  const [draft, setDraft] = useState<Draft>(() => draftOf(form));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveForm();
  // A built-in form keeps its fields (the readings' shape) and its catalogue wording: limits and the like change.
  const fixed = form?.builtin === true;
  const setField = (i: number, change: Partial<DraftField>) =>
    setDraft({ ...draft, fields: draft.fields.map((f, j) => (j === i ? { ...f, ...change } : f)) });
  const move = (i: number, by: -1 | 1) => {
    const fields = [...draft.fields];
    const [field] = fields.splice(i, 1);
    fields.splice(i + by, 0, field!);
    setDraft({ ...draft, fields });
  };

  function submit() {
    const definition = definitionOf(draft);
    const notNumber = (v: string) => v.trim() !== "" && !Number.isFinite(Number(v));
    const bad = draft.fields.flatMap((f, i) =>
      f.type === "number" &&
      [f.min, f.max, ...Object.values(f.byOption?.limits ?? {}).flatMap((l) => [l.min, l.max])].some(notNumber)
        ? [[`fields.${i}.min`, t("formBuilder.limitNumber")] as const]
        : [],
    );
    if (bad.length) return setErrors(Object.fromEntries(bad));
    save.mutate(
      { id: form?.formId ?? null, definition },
      {
        onSuccess: (saved) => {
          toast.success(t("formBuilder.published", { name: saved.name, version: saved.version }));
          onDone();
        },
        onError: (error) => showApiError(error, setErrors, t("formBuilder.notSaved")),
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{form ? t("formBuilder.editTitle", { name: form.name }) : t("formBuilder.newTitle")}</DialogTitle>
        <DialogDescription>
          {form ? t("formBuilder.editDescription", { version: form.version + 1 }) : t("formBuilder.newDescription")}
          {fixed ? ` ${t("formBuilder.builtinDescription")}` : null}
        </DialogDescription>
      </DialogHeader>
      {/* min-w-0: the dialog's grid would otherwise widen to the chosen clauses' unbroken titles. */}
      <div className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="form-name">{t("formBuilder.name")}</Label>
          <Input
            id="form-name"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            aria-invalid={!!errors.name}
            disabled={fixed}
          />
          <FieldError message={errors.name} />
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor="form-clauses">{t("formBuilder.clauses")}</Label>
          <ClausePicker
            id="form-clauses"
            value={draft.clauseIds}
            onChange={(clauseIds) => setDraft({ ...draft, clauseIds })}
            invalid={!!Object.keys(errors).find((k) => k.startsWith("clauseIds"))}
          />
          <FieldError message={Object.entries(errors).find(([k]) => k.startsWith("clauseIds"))?.[1]} />
        </div>
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor="form-description">{t("formBuilder.descriptionLabel")}</Label>
          <Textarea
            id="form-description"
            rows={2}
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
            disabled={fixed}
          />
          <FieldError message={errors.description} />
        </div>
        <div className="flex items-center gap-2 sm:col-span-2">
          <Checkbox
            id="form-action"
            checked={draft.correctiveActionRequired}
            onCheckedChange={(v) => setDraft({ ...draft, correctiveActionRequired: v === true })}
          />
          <Label htmlFor="form-action">{t("formBuilder.actionRequired")}</Label>
        </div>
      </div>
      <h3 className="font-medium">{t("formBuilder.fields")}</h3>
      <FieldError message={errors.fields} />
      <ol className="grid gap-3">
        {draft.fields.map((field, i) => {
          const id = `form-field-${i}`;
          const err = (name: string) => errors[`fields.${i}.${name}`];
          return (
            <li key={i} className="grid gap-3 rounded-md border p-3">
              <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
                <div className="grid gap-2">
                  <Label htmlFor={`${id}-label`}>{t("formBuilder.fieldLabel", { n: i + 1 })}</Label>
                  <Input
                    id={`${id}-label`}
                    value={field.label}
                    onChange={(e) => setField(i, { label: e.target.value })}
                    aria-invalid={!!err("label")}
                    disabled={fixed}
                  />
                  <FieldError message={err("label") ?? err("key")} />
                </div>
                <SelectField
                  id={`${id}-type`}
                  label={t("formBuilder.fieldType")}
                  value={field.type}
                  onChange={(v) => setField(i, { type: v as FormFieldType })}
                  options={formFieldTypes.map((type) => [type, t(`formBuilder.types.${type}`)] as const)}
                  error={err("type")}
                  disabled={fixed}
                />
              </div>
              {field.type === "number" ? (
                <div className="grid grid-cols-3 gap-3">
                  {NUMBER_PARTS.map((name) => (
                    <div key={name} className="grid min-w-0 gap-2">
                      <Label htmlFor={`${id}-${name}`}>{t(`formBuilder.${name}`)}</Label>
                      <Input
                        id={`${id}-${name}`}
                        value={field[name]}
                        inputMode={name === "unit" ? undefined : "decimal"}
                        readOnly={fixed && name === "unit"}
                        onChange={(e) => setField(i, { [name]: e.target.value })}
                        aria-invalid={!!err(name)}
                      />
                      <FieldError message={err(name)} />
                    </div>
                  ))}
                </div>
              ) : null}
              {field.byOption ? (
                <ByOptionLimits
                  id={id}
                  limits={field.byOption.limits}
                  onChange={(limits) => setField(i, { byOption: { field: field.byOption!.field, limits } })}
                  error={err("limitsByOption")}
                />
              ) : null}
              {field.type === "choice" ? (
                <div className="grid gap-2">
                  <Label htmlFor={`${id}-options`}>{t("formBuilder.options")}</Label>
                  <Textarea
                    id={`${id}-options`}
                    rows={3}
                    value={field.options}
                    readOnly={fixed}
                    onChange={(e) => setField(i, { options: e.target.value })}
                    aria-invalid={!!err("options")}
                  />
                  <FieldError message={err("options")} />
                </div>
              ) : null}
              <div className="flex flex-wrap items-center gap-2">
                <div className="mr-auto flex items-center gap-2">
                  <Checkbox
                    id={`${id}-required`}
                    checked={field.required}
                    onCheckedChange={(v) => setField(i, { required: v === true })}
                  />
                  <Label htmlFor={`${id}-required`}>{t("formBuilder.required")}</Label>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("formBuilder.moveUp", { n: i + 1 })}
                  disabled={fixed || i === 0}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("formBuilder.moveDown", { n: i + 1 })}
                  disabled={fixed || i === draft.fields.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("formBuilder.remove", { n: i + 1 })}
                  disabled={fixed || draft.fields.length === 1}
                  onClick={() => setDraft({ ...draft, fields: draft.fields.filter((_, j) => j !== i) })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {fixed ? null : (
        <div>
          <Button variant="outline" onClick={() => setDraft({ ...draft, fields: [...draft.fields, emptyField()] })}>
            <Plus aria-hidden /> {t("formBuilder.addField")}
          </Button>
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t("actions.cancel")}
        </Button>
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t("formBuilder.publish")}
        </Button>
      </DialogFooter>
    </>
  );
}

/** The minimum and maximum a number field has for each answer of the choice it depends on. */
function ByOptionLimits({
  id,
  limits,
  onChange,
  error,
}: {
  id: string;
  limits: Record<string, { min: string; max: string }>;
  onChange: (limits: Record<string, { min: string; max: string }>) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation("records");
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{t("formBuilder.limitsByOption")}</legend>
      {Object.entries(limits).map(([option, limit], j) => (
        <div key={option} className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_8rem_8rem] sm:items-end">
          <p className="col-span-2 text-sm break-words sm:col-span-1">{option}</p>
          {LIMIT_PARTS.map((name) => (
            <div key={name} className="grid min-w-0 gap-2">
              <Label htmlFor={`${id}-${j}-${name}`}>{t(`formBuilder.${name}`)}</Label>
              <Input
                id={`${id}-${j}-${name}`}
                value={limit[name]}
                inputMode="decimal"
                onChange={(e) => onChange({ ...limits, [option]: { ...limit, [name]: e.target.value } })}
              />
            </div>
          ))}
        </div>
      ))}
      <FieldError message={error} />
    </fieldset>
  );
}
