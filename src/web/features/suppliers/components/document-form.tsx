import { useState, type ReactNode } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Loader2, Upload } from "lucide-react";
import { supplierDocumentFieldsSchema, supplierUploadFieldsSchema } from "@domain/schemas/suppliers";
import type { SupplierDocumentType } from "@domain/suppliers/requirements";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/field-error";
import { FormSelect } from "@/components/form-select";
import { applyServerErrors } from "@/lib/api-errors";
import { useSupplierMessage } from "@/features/suppliers/use-supplier-message";

type Input = z.input<typeof supplierUploadFieldsSchema>;
export type DocumentFormValues = z.output<typeof supplierUploadFieldsSchema>;

/** What a submit gets: the fields, the chosen file, and `fail` to show the API's refusal in the form. */
export type DocumentSubmit = (fields: DocumentFormValues, file: File | null, fail: (error: unknown) => void) => void;

const optional = { setValueAs: (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v) };

/**
 * One document version: its type, issue and expiry dates, a certificate's score or grade and the file —
 * for a member (in the supplier's page) and for the supplier's contact through the link (`withUploader`:
 * her name too). Validated with the schema the API uses; the API's reasons go next to their fields.
 */
export function DocumentForm({
  id,
  types,
  defaultType,
  withUploader = false,
  defaultUploader = "",
  pending,
  submitLabel,
  onSubmit,
  extraActions,
}: {
  id: string;
  types: readonly SupplierDocumentType[];
  defaultType?: SupplierDocumentType;
  withUploader?: boolean;
  /** The uploader's name from her previous upload on this page. */
  defaultUploader?: string;
  pending: boolean;
  submitLabel: string;
  onSubmit: DocumentSubmit;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation("suppliers");
  const message = useSupplierMessage();
  const schema = withUploader ? supplierUploadFieldsSchema : supplierDocumentFieldsSchema;
  const form = useForm<Input, unknown, DocumentFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<Input, unknown, DocumentFormValues>,
    defaultValues: { type: defaultType ?? types[0] ?? "other", uploaderName: defaultUploader },
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    if (!file) return setFileError(t("upload.chooseFile"));
    setFileError(undefined);
    const { uploaderName, ...fields } = values;
    onSubmit(withUploader ? { ...fields, uploaderName } : (fields as DocumentFormValues), file, (error) =>
      applyServerErrors(error, form.setError, (text) => form.setError("root", { message: text })),
    );
  });
  const fileMessage = fileError ?? message((errors as Record<string, { message?: string }>).file?.message);

  return (
    <form id={id} onSubmit={submit} noValidate className="space-y-4">
      {withUploader ? (
        <div className="space-y-2">
          <Label htmlFor={`${id}-uploader`}>{t("upload.yourName")}</Label>
          <Input
            id={`${id}-uploader`}
            autoComplete="name"
            aria-invalid={!!errors.uploaderName}
            {...form.register("uploaderName")}
          />
          <FieldError message={message(errors.uploaderName?.message)} />
        </div>
      ) : null}
      <FormSelect
        control={form.control}
        name="type"
        id={`${id}-type`}
        label={t("upload.type")}
        error={message(errors.type?.message)}
        options={types.map((type) => ({ value: type, label: t(`documentType.${type}`) }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-issued`}>{t("upload.issuedOn")}</Label>
          <Input
            id={`${id}-issued`}
            type="date"
            aria-invalid={!!errors.issuedOn}
            {...form.register("issuedOn", optional)}
          />
          <FieldError message={message(errors.issuedOn?.message)} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-expires`}>{t("upload.expiresOn")}</Label>
          <Input
            id={`${id}-expires`}
            type="date"
            aria-invalid={!!errors.expiresOn}
            {...form.register("expiresOn", optional)}
          />
          <FieldError message={message(errors.expiresOn?.message)} />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-score`}>{t("upload.score")}</Label>
        <Input
          id={`${id}-score`}
          aria-describedby={`${id}-score-hint`}
          aria-invalid={!!errors.score}
          {...form.register("score", optional)}
        />
        <p id={`${id}-score-hint`} className="text-xs text-muted-foreground">
          {t("upload.scoreHint")}
        </p>
        <FieldError message={message(errors.score?.message)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-file`}>{t("upload.file")}</Label>
        <Input
          id={`${id}-file`}
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,.webp,.doc,.docx,application/pdf,image/*"
          aria-invalid={!!fileMessage}
          aria-describedby={`${id}-file-hint`}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
          {t("upload.fileHint")}
        </p>
        <FieldError message={fileMessage} />
      </div>
      {errors.root?.message ? (
        <Alert variant="destructive">
          <AlertDescription>{errors.root.message}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {extraActions}
        <Button type="submit" disabled={pending} className="min-h-11 sm:min-h-9">
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
