import { type ReactNode, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { toast } from "@/lib/toast";
import { Check, Copy, Loader2 } from "lucide-react";
import {
  supplierDocumentReviewSchema,
  supplierStatusChangeSchema,
  supplierUploadLinkCreateSchema,
  type SupplierDocumentView,
  type SupplierView,
} from "@domain/schemas/suppliers";
import { supplierDocumentTypes, type SupplierDocumentType } from "@domain/suppliers/requirements";
import { supplierTransitions } from "@domain/suppliers/suppliers";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { CheckboxOption } from "@/components/checkbox-option";
import { FieldError } from "@/components/field-error";
import { FormSelect } from "@/components/form-select";
import { applyServerErrors } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/format-date";
import {
  useChangeSupplierStatus,
  useCreateUploadLink,
  useReviewSupplierDocument,
  useUploadSupplierDocument,
  type UploadLinkView,
} from "@/features/suppliers/api/suppliers";
import { useSupplierMessage } from "@/features/suppliers/use-supplier-message";
import { DocumentForm } from "./document-form";

const rootError = (setError: (name: "root", e: { message: string }) => void) => (text: string) =>
  setError("root", { message: text });

/**
 * The one dialog for a supplier decision taken with a reason (QA managers, administrators): a status change
 * (the choice in a select above the reason) or a document review (accept or reject, the footer's buttons).
 * Validated with the schema the API uses; `choiceField` is that schema's name for the choice.
 */
function DecisionDialog<S extends typeof supplierStatusChangeSchema | typeof supplierDocumentReviewSchema>({
  open,
  onOpenChange,
  idPrefix,
  title,
  description,
  children,
  schema,
  choiceField,
  choices,
  choiceLabel,
  initialChoice,
  reasonLabel,
  reasonHint,
  submitLabel,
  pending,
  onDecide,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  idPrefix: string;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  schema: S;
  choiceField: "status" | "decision";
  choices: { value: string; label: string }[];
  /** Given: the choices are a select with this label; left out: each choice is a footer button. */
  choiceLabel?: string;
  initialChoice: string;
  reasonLabel: string;
  reasonHint?: string;
  /** The submit button's label when the choice is a select. */
  submitLabel?: string;
  pending: boolean;
  onDecide: (input: z.output<S>, settle: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}) {
  const { t } = useTranslation("suppliers");
  const message = useSupplierMessage();
  type Values = { reason: string } & Record<"status" | "decision", string>;
  const blank = { [choiceField]: initialChoice, reason: "" } as Values;
  const form = useForm<Values>({
    resolver: zodResolver(schema as unknown as z.ZodType<Values, Values>),
    defaultValues: blank,
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (open) form.reset({ [choiceField]: initialChoice, reason: "" } as Values);
  }, [open, choiceField, initialChoice, form]);

  const decide = (choice?: string) => {
    if (choice) form.setValue(choiceField, choice);
    void form.handleSubmit((input) =>
      onDecide(input as unknown as z.output<S>, {
        onSuccess: () => onOpenChange(false),
        onError: (error) => applyServerErrors(error, form.setError, rootError(form.setError)),
      }),
    )();
  };
  const [primary, ...others] = choiceLabel ? [] : choices;
  const reasonId = `${idPrefix}-reason`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="touch-targets sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <form onSubmit={(e) => (e.preventDefault(), decide(primary?.value))} noValidate className="space-y-4">
          {choiceLabel ? (
            <FormSelect
              control={form.control}
              name={choiceField}
              id={`${idPrefix}-choice`}
              label={choiceLabel}
              error={message(errors[choiceField]?.message)}
              options={choices}
            />
          ) : null}
          <div className="space-y-2">
            <Label htmlFor={reasonId}>{reasonLabel}</Label>
            <Textarea
              id={reasonId}
              rows={3}
              aria-invalid={!!errors.reason}
              aria-describedby={reasonHint ? `${reasonId}-hint` : undefined}
              {...form.register("reason")}
            />
            {reasonHint ? (
              <p id={`${reasonId}-hint`} className="text-xs text-muted-foreground">
                {reasonHint}
              </p>
            ) : null}
            <FieldError message={message(errors.reason?.message)} />
          </div>
          {errors.root?.message ? (
            <Alert variant="destructive">
              <AlertDescription>{errors.root.message}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            {choiceLabel ? (
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t("actions.cancel")}
              </Button>
            ) : (
              others.map((choice) => (
                <Button
                  key={choice.value}
                  type="button"
                  variant="outline"
                  disabled={pending}
                  onClick={() => decide(choice.value)}
                >
                  {choice.label}
                </Button>
              ))
            )}
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {choiceLabel ? submitLabel : primary?.label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Change status: the moves allowed from the current status, with the reason. */
export function StatusDialog({
  supplier,
  open,
  onOpenChange,
}: {
  supplier: SupplierView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("suppliers");
  const change = useChangeSupplierStatus(supplier.id);
  const moves = supplierTransitions[supplier.status];
  return (
    <DecisionDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix="supplier-status"
      title={t("statusDialog.title")}
      description={t("statusDialog.description", { name: supplier.name, status: t(`status.${supplier.status}`) })}
      schema={supplierStatusChangeSchema}
      choiceField="status"
      choices={moves.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      choiceLabel={t("statusDialog.newStatus")}
      initialChoice={moves[0]!}
      reasonLabel={t("statusDialog.reason")}
      submitLabel={t("statusDialog.submit")}
      pending={change.isPending}
      onDecide={(input, settle) =>
        change.mutate(input, {
          onSuccess: (saved) => {
            toast.success(t("statusDialog.changed"), {
              description: `${saved.name} · ${t(`status.${saved.status}`)}`,
            });
            settle.onSuccess();
          },
          onError: settle.onError,
        })
      }
    />
  );
}

/** Review one version "to review": accept, or reject with the reason. */
export function ReviewDialog({
  supplierId,
  document,
  onOpenChange,
}: {
  supplierId: string;
  document: SupplierDocumentView | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("suppliers");
  const review = useReviewSupplierDocument(supplierId);
  return (
    <DecisionDialog
      open={!!document}
      onOpenChange={onOpenChange}
      idPrefix="supplier-review"
      title={t("review.title")}
      description={
        document
          ? t("review.description", {
              type: t(`documentType.${document.type}`),
              version: document.version,
              name: document.uploadedByName,
              date: formatDateTime(document.uploadedAt),
            })
          : null
      }
      schema={supplierDocumentReviewSchema}
      choiceField="decision"
      choices={[
        { value: "accept", label: t("review.accept") },
        { value: "reject", label: t("review.reject") },
      ]}
      initialChoice="accept"
      reasonLabel={t("review.reason")}
      reasonHint={t("review.reasonHint")}
      pending={review.isPending}
      onDecide={(input, settle) =>
        review.mutate(
          { documentId: document!.id, ...input },
          {
            onSuccess: (saved) => {
              toast.success(saved.state === "accepted" ? t("review.accepted") : t("review.rejected"), {
                description: t("review.toastDescription", {
                  type: t(`documentType.${saved.type}`),
                  version: saved.version,
                }),
              });
              settle.onSuccess();
            },
            onError: settle.onError,
          },
        )
      }
    >
      {document ? (
        <p className="text-sm">
          <a
            className="font-medium text-primary underline-offset-4 hover:underline"
            href={`/api/files/${document.fileId}`}
            target="_blank"
            rel="noreferrer"
          >
            {t("review.openFile", { filename: document.filename })}
          </a>
        </p>
      ) : null}
    </DecisionDialog>
  );
}

/** Upload a document (a new version of its type) for the supplier, by a member. */
export function UploadDocumentDialog({
  supplier,
  type,
  open,
  onOpenChange,
}: {
  supplier: SupplierView;
  type?: SupplierDocumentType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("suppliers");
  const upload = useUploadSupplierDocument(supplier.id);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="touch-targets max-h-[92vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("upload.title")}</DialogTitle>
          <DialogDescription>{t("upload.description", { name: supplier.name })}</DialogDescription>
        </DialogHeader>
        {open ? (
          <DocumentForm
            id="supplier-document"
            types={supplierDocumentTypes}
            defaultType={type}
            pending={upload.isPending}
            submitLabel={t("upload.submit")}
            extraActions={
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t("actions.cancel")}
              </Button>
            }
            onSubmit={(fields, file, fail) =>
              upload.mutate(
                { fields, file },
                {
                  onSuccess: (saved) => {
                    toast.success(t("upload.uploaded"), {
                      description: t("review.toastDescription", {
                        type: t(`documentType.${saved.type}`),
                        version: saved.version,
                      }),
                    });
                    onOpenChange(false);
                  },
                  onError: fail,
                },
              )
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Create an upload link: the documents asked for and how long it stays open; then the link, shown once. */
/** The e-mail picker's value for "do not e-mail it" (a Radix select item cannot have an empty value). */
const noEmail = "none";

export function UploadLinkDialog({
  supplier,
  open,
  onOpenChange,
}: {
  supplier: SupplierView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("suppliers");
  const message = useSupplierMessage();
  const create = useCreateUploadLink(supplier.id);
  const needed = supplier.documents.filter((d) => d.state !== "complete").map((d) => d.type);
  type Input = z.input<typeof supplierUploadLinkCreateSchema>;
  const form = useForm<Input, unknown, z.output<typeof supplierUploadLinkCreateSchema>>({
    resolver: zodResolver(supplierUploadLinkCreateSchema),
    defaultValues: { expiresInDays: 14, documentTypes: needed },
  });
  const { errors } = form.formState;
  const [created, setCreated] = useState<{ url: string; link: UploadLinkView; emailedTo: string | null } | null>(null);
  const [copied, setCopied] = useState(false);
  const chosen = form.watch("documentTypes") ?? [];
  /** The contacts the link can be e-mailed to ("Send link by e-mail"). */
  const reachable = supplier.contacts.filter((c) => c.email);
  const emailTo = form.watch("emailTo");

  useEffect(() => {
    if (!open) return;
    setCreated(null);
    setCopied(false);
    form.reset({
      expiresInDays: 14,
      documentTypes: supplier.documents.filter((d) => d.state !== "complete").map((d) => d.type),
    });
  }, [open, supplier.documents, form]);

  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: ({ link, path, emailedTo }) => {
        setCreated({ url: `${window.location.origin}${path}`, link, emailedTo });
        toast.success(emailedTo ? t("links.emailed", { email: emailedTo }) : t("links.created"), {
          description: supplier.name,
        });
      },
      onError: (error) => applyServerErrors(error, form.setError, rootError(form.setError)),
    }),
  );

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      setCopied(true);
      toast.success(t("links.copied"));
    } catch {
      toast.error(t("links.copyFailed"));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="touch-targets max-h-[92vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("links.createTitle")}</DialogTitle>
          <DialogDescription>{t("links.createDescription", { name: supplier.name })}</DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="space-y-3">
            <Label htmlFor="supplier-link-url">{t("links.url")}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="supplier-link-url"
                readOnly
                value={created.url}
                className="font-mono text-xs"
                onFocus={(e) => e.target.select()}
              />
              <Button type="button" onClick={() => void copy()}>
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                {copied ? t("links.copiedShort") : t("links.copy")}
              </Button>
            </div>
            <p className="text-sm" data-testid="supplier-link-expiry">
              {t("links.expires", { date: formatDateTime(created.link.expiresAt) })}
            </p>
            {created.emailedTo ? (
              <p className="text-sm" data-testid="supplier-link-emailed">
                {t("links.emailed", { email: created.emailedTo })}
              </p>
            ) : null}
            <Alert>
              <AlertDescription>{t("links.shownOnce")}</AlertDescription>
            </Alert>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t("actions.done")}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="supplier-link-days">{t("links.days")}</Label>
              <Input
                id="supplier-link-days"
                type="number"
                inputMode="numeric"
                min={1}
                max={90}
                aria-invalid={!!errors.expiresInDays}
                {...form.register("expiresInDays", { valueAsNumber: true })}
              />
              <FieldError message={message(errors.expiresInDays?.message)} />
            </div>
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium">{t("links.documents")}</legend>
              <p className="text-xs text-muted-foreground">{t("links.documentsHint")}</p>
              <div className="grid gap-1 sm:grid-cols-2">
                {supplierDocumentTypes.map((type) => (
                  <CheckboxOption
                    key={type}
                    label={t(`documentType.${type}`)}
                    hint={needed.includes(type) ? t("links.needed") : undefined}
                    checked={chosen.includes(type)}
                    onCheckedChange={(on) =>
                      form.setValue("documentTypes", on ? [...chosen, type] : chosen.filter((x) => x !== type))
                    }
                  />
                ))}
              </div>
              <FieldError message={message(errors.documentTypes?.message)} />
            </fieldset>
            {reachable.length > 0 ? (
              <div className="space-y-2">
                <Label htmlFor="supplier-link-email">{t("links.sendByEmail")}</Label>
                <Select
                  value={emailTo ?? noEmail}
                  onValueChange={(v) => form.setValue("emailTo", v === noEmail ? undefined : v)}
                >
                  <SelectTrigger id="supplier-link-email" aria-invalid={!!errors.emailTo}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={noEmail}>{t("links.dontEmail")}</SelectItem>
                    {reachable.map((c) => (
                      <SelectItem key={c.email} value={c.email!}>
                        {t("links.emailTo", { name: c.name, email: c.email })}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FieldError message={message(errors.emailTo?.message)} />
              </div>
            ) : null}
            {errors.root?.message ? (
              <Alert variant="destructive">
                <AlertDescription>{errors.root.message}</AlertDescription>
              </Alert>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t("actions.cancel")}
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
                {t("links.create")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
