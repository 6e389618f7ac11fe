import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Copy, Loader2 } from "lucide-react";
import { appRoles, roleLabels } from "@domain/roles";
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
  const settings = useSsoSettings();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Single sign-on"
        description="Let your team sign in with your company's identity provider (OpenID Connect)."
      />
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
  const save = useSaveSsoSettings();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ssoSettingsFormSchema),
    defaultValues: formValues(view),
  });
  const { errors } = form.formState;
  useEffect(() => form.reset(formValues(view)), [form, view]);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success("Single sign-on saved", { description: "The provider answered its discovery." }),
      onError: (error) =>
        showApiError(
          error,
          (fields) => {
            for (const [field, message] of Object.entries(fields))
              form.setError(field.split(".")[0] as keyof FormInput, { message });
          },
          "Could not save single sign-on",
        ),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Identity provider</CardTitle>
        <CardDescription>
          {view.configured
            ? view.enabled
              ? "Single sign-on is on."
              : "Single sign-on is set up but off."
            : "Not set up yet. Clausewise checks the provider's discovery document when you save."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <CheckboxField control={form.control} name="enabled" label="Sign-in with this provider is on" />
          <TextField form={form} name="issuerUrl" label="Issuer URL" placeholder="https://login.example.com" />
          <TextField form={form} name="clientId" label="Client id" />
          <TextField
            form={form}
            name="clientSecret"
            label="Client secret"
            type="password"
            placeholder={view.clientSecretSet ? "Stored — leave empty to keep it" : ""}
            hint="Never shown again once saved."
          />
          <TextField
            form={form}
            name="allowedDomains"
            label="Allowed e-mail domains"
            placeholder="example.com, example.org"
            hint="Only people whose verified e-mail is in one of these domains may sign in with SSO."
          />
          <FormSelect
            control={form.control}
            name="defaultRole"
            id="sso-defaultRole"
            label="Role of new accounts"
            options={appRoles.map((role) => ({ value: role, label: roleLabels[role] }))}
            error={errors.defaultRole?.message}
          />
          <CheckboxField
            control={form.control}
            name="jitEnabled"
            label="Create an account at first sign-in (just in time)"
            hint="Off: only members you invited or added can sign in with SSO."
          />
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
            Save
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
        {...props.form.register(props.name)}
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
  return (
    <Card>
      <CardHeader>
        <CardTitle>At your provider</CardTitle>
        <CardDescription>
          Register Clausewise as a web application (authorisation code flow with PKCE, client secret) with this redirect
          URI, and release the openid, email and profile scopes.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Label htmlFor="sso-redirect-uri">Redirect URI</Label>
        <div className="flex gap-2">
          <Input id="sso-redirect-uri" readOnly value={redirectUri} className="font-mono text-xs" />
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Copy the redirect URI"
            onClick={() =>
              navigator.clipboard
                .writeText(redirectUri)
                .then(() => toast.success("Redirect URI copied"))
                .catch(() => toast.error("Could not copy: select the address and copy it yourself"))
            }
          >
            <Copy aria-hidden />
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          Members who have two-factor authentication on still enter their code after the provider signs them in.
        </p>
      </CardContent>
    </Card>
  );
}
