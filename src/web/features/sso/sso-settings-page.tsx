import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { Copy, Loader2 } from "lucide-react";
import { appRoles } from "@domain/roles";
import { ssoSettingsFormSchema, type SsoSettingsView } from "@domain/schemas/sso";
import type { z } from "zod";
import { showApiError } from "@/lib/api-errors";
import { PageHeader } from "@/components/page-header";
import { FieldError } from "@/components/field-error";
import { FormSelect } from "@/components/form-select";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useSaveSsoSettings, useSsoSettings } from "./use-sso-settings";

type FormInput = z.input<typeof ssoSettingsFormSchema>;
type FormOutput = z.output<typeof ssoSettingsFormSchema>;

const formValues = (view: SsoSettingsView): FormInput => ({
  enabled: view.configured ? view.enabled : true,
  issuerUrl: view.issuerUrl,
  clientId: view.clientId,
  clientSecret: "",
  allowedDomains: view.allowedDomains.join(", "),
  defaultRole: view.defaultRole,
  jitEnabled: view.jitEnabled,
});

/** /app/settings/sso — the organisation's OpenID Connect provider (administrators). */
export function SsoSettingsPage() {
  const { t } = useTranslation("sso");
  const settings = useSsoSettings();
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} description={t("description")} />
      {settings.data ? (
        <div className="grid items-start gap-4 lg:grid-cols-[2fr_1fr] [&>*]:min-w-0">
          <SettingsForm view={settings.data} />
          <ProviderSetupCard redirectUri={settings.data.redirectUri} />
        </div>
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </div>
  );
}

function SettingsForm({ view }: { view: SsoSettingsView }) {
  const { t } = useTranslation("sso");
  const { t: tc } = useTranslation();
  const save = useSaveSsoSettings();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ssoSettingsFormSchema),
    defaultValues: formValues(view),
  });
  const { errors } = form.formState;
  useEffect(() => form.reset(formValues(view)), [form, view]);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(t("saved"), { description: t("savedHint") }),
      onError: (error) =>
        showApiError(
          error,
          (fields) => {
            for (const [field, message] of Object.entries(fields))
              form.setError(field.split(".")[0] as keyof FormInput, { message });
          },
          t("saveFailed"),
        ),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("provider.title")}</CardTitle>
        <CardDescription>
          {view.configured ? (view.enabled ? t("provider.on") : t("provider.off")) : t("provider.notSetUp")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <CheckboxField control={form.control} name="enabled" label={t("fields.enabled")} />
          <TextField
            form={form}
            name="issuerUrl"
            label={t("fields.issuerUrl")}
            placeholder={t("fields.issuerUrlExample")}
          />
          <TextField form={form} name="clientId" label={t("fields.clientId")} />
          <TextField
            form={form}
            name="clientSecret"
            label={t("fields.clientSecret")}
            type="password"
            placeholder={view.clientSecretSet ? t("fields.clientSecretStored") : ""}
            hint={t("fields.clientSecretHint")}
          />
          <TextField
            form={form}
            name="allowedDomains"
            label={t("fields.allowedDomains")}
            placeholder={t("fields.allowedDomainsExample")}
            hint={t("fields.allowedDomainsHint")}
          />
          <FormSelect
            control={form.control}
            name="defaultRole"
            id="sso-defaultRole"
            label={t("fields.defaultRole")}
            options={appRoles.map((role) => ({ value: role, label: tc(`roles.${role}`) }))}
            error={errors.defaultRole?.message}
          />
          <CheckboxField
            control={form.control}
            name="jitEnabled"
            label={t("fields.jitEnabled")}
            hint={t("fields.jitEnabledHint")}
          />
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {t("save")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

type Form = ReturnType<typeof useForm<FormInput, unknown, FormOutput>>;

function TextField(props: {
  form: Form;
  name: "issuerUrl" | "clientId" | "clientSecret" | "allowedDomains";
  label: string;
  type?: string;
  placeholder?: string;
  hint?: string;
}) {
  const error = props.form.formState.errors[props.name]?.message;
  const id = `sso-${props.name}`;
  const field = props.form.register(props.name);
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        type={props.type ?? "text"}
        autoComplete="off"
        placeholder={props.placeholder}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      />
      {props.hint && <p className="text-sm text-muted-foreground">{props.hint}</p>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function CheckboxField(props: {
  control: Form["control"];
  name: "enabled" | "jitEnabled";
  label: string;
  hint?: string;
}) {
  const id = `sso-${props.name}`;
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <Controller
          control={props.control}
          name={props.name}
          render={({ field }) => (
            <Checkbox id={id} checked={field.value} onCheckedChange={(on) => field.onChange(on === true)} />
          )}
        />
        <Label htmlFor={id}>{props.label}</Label>
      </div>
      {props.hint && <p className="pl-6 text-sm text-muted-foreground">{props.hint}</p>}
    </div>
  );
}

function ProviderSetupCard({ redirectUri }: { redirectUri: string }) {
  const { t } = useTranslation("sso");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("setup.title")}</CardTitle>
        <CardDescription>{t("setup.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Label htmlFor="sso-redirect-uri">{t("setup.redirectUri")}</Label>
        <div className="flex gap-2">
          <Input id="sso-redirect-uri" readOnly value={redirectUri} className="font-mono text-xs" />
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t("setup.copy")}
            onClick={() =>
              navigator.clipboard
                .writeText(redirectUri)
                .then(() => toast.success(t("setup.copied")))
                .catch(() => toast.error(t("setup.copyFailed")))
            }
          >
            <Copy aria-hidden />
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">{t("setup.twoFactor")}</p>
      </CardContent>
    </Card>
  );
}
