import { setOperationFlag, setProcess } from "@domain/scope";
import type { SiteScopeView } from "@domain/schemas/scope-api";
import { CheckOption } from "@/features/scope/components/check-option";
import { FieldSet } from "@/features/scope/components/field-set";
import { COLD_STORAGE_ACTIVITIES, OPERATIONS, PROCESSING_ACTIVITIES, type Option } from "@/features/scope/labels";
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
  const { scope, update, readOnly } = props;
  const contact = view.primaryContact;
  return (
    <div className="space-y-8">
      <FieldSet legend="Site" description="From Site Management; edit these on the site's page.">
        <div className="grid gap-3 sm:grid-cols-2">
          <ReadOnlyField label="Site name" value={view.site.name} />
          <ReadOnlyField label="Timezone" value={view.site.timezone} />
          <ReadOnlyField label="Address" value={view.site.address} />
          <ReadOnlyField
            label="Primary contact"
            value={contact ? `${contact.name} · ${contact.email}` : "Not assigned"}
          />
        </div>
      </FieldSet>
      <FieldSet
        legend="Operations"
        description="What happens at this site. Operations suggest the modules it is audited against."
      >
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          {OPERATIONS.map((o) => (
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
        <Activities legend="Processing Activities" options={PROCESSING_ACTIVITIES} props={props} />
      )}
      {scope.flags.coldStorage && (
        <Activities legend="Cold Storage Activities" options={COLD_STORAGE_ACTIVITIES} props={props} />
      )}
    </div>
  );
}
