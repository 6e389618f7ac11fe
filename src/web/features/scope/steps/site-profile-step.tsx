import { useTranslation } from "react-i18next";
import { setOperationFlag, setProcess } from "@domain/scope";
import type { SiteScopeView } from "@domain/schemas/scope-api";
import { CheckOption } from "@/features/scope/components/check-option";
import { FieldSet } from "@/features/scope/components/field-set";
import { useScopeOptions, type Option } from "@/features/scope/labels";
import type { ProcessActivity } from "@domain/scope";
import type { StepProps } from "./step-props";

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <div className="space-y-1 rounded-lg bg-muted/50 p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-sm font-medium break-words">{value}</p>
    </div>
  );
}

function Activities({
  legend,
  options,
  props,
}: {
  legend: string;
  options: Option<ProcessActivity>[];
  props: StepProps;
}) {
  const { scope, update, readOnly } = props;
  return (
    <FieldSet legend={legend}>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
        {options.map((o) => (
          <CheckOption
            key={o.value}
            label={o.label}
            checked={scope.processes[o.value]}
            disabled={readOnly}
            onChange={(on) => update((s) => setProcess(s, o.value, on))}
          />
        ))}
      </div>
    </FieldSet>
  );
}

/** Step 1 — Site Profile (Basic info): the site as registered, and the operations it runs. */
export function SiteProfileStep({ view, ...props }: StepProps & { view: SiteScopeView }) {
  const { t } = useTranslation("scope");
  const options = useScopeOptions();
  const { scope, update, readOnly } = props;
  const contact = view.primaryContact;
  return (
    <div className="space-y-8">
      <FieldSet legend={t("profile.site")} description={t("profile.siteDescription")}>
        <div className="grid gap-3 sm:grid-cols-2">
          <ReadOnlyField label={t("profile.siteName")} value={view.site.name} />
          <ReadOnlyField label={t("profile.timezone")} value={view.site.timezone} />
          <ReadOnlyField label={t("profile.address")} value={view.site.address} />
          <ReadOnlyField
            label={t("profile.primaryContact")}
            value={contact ? `${contact.name} · ${contact.email}` : t("profile.notAssigned")}
          />
        </div>
      </FieldSet>
      <FieldSet legend={t("profile.operations")} description={t("profile.operationsDescription")}>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          {options.operations.map((o) => (
            <CheckOption
              key={o.value}
              label={o.label}
              checked={scope.flags[o.value]}
              disabled={readOnly}
              onChange={(on) => update((s) => setOperationFlag(s, o.value, on))}
            />
          ))}
        </div>
      </FieldSet>
      {scope.flags.processing && (
        <Activities legend={t("profile.processingActivities")} options={options.processing} props={props} />
      )}
      {scope.flags.coldStorage && (
        <Activities legend={t("profile.coldStorageActivities")} options={options.coldStorage} props={props} />
      )}
    </div>
  );
}
