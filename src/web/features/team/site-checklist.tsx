import { useTranslation } from "react-i18next";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

/**
 * The sites a member is restricted to, one checkbox per site of the organisation; none ticked means
 * every site (decision 092).
 */
export function SiteChecklist(props: {
  idPrefix: string;
  sites: { id: string; name: string }[];
  value: string[];
  onChange: (siteIds: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("team");
  const toggle = (siteId: string, on: boolean) =>
    props.onChange(props.sites.map((s) => s.id).filter((id) => (id === siteId ? on : props.value.includes(id))));
  return (
    <fieldset className="space-y-2" aria-describedby={`${props.idPrefix}-hint`}>
      <legend className="text-sm font-medium">{t("sites.legend")}</legend>
      <p id={`${props.idPrefix}-hint`} className="text-xs text-muted-foreground">
        {props.value.length ? t("sites.only", { count: props.value.length }) : t("sites.every")}
      </p>
      <ul className="space-y-1">
        {props.sites.map((site) => (
          <li key={site.id} className="flex min-h-11 items-center gap-2 sm:min-h-8">
            <Checkbox
              id={`${props.idPrefix}-${site.id}`}
              checked={props.value.includes(site.id)}
              disabled={props.disabled}
              onCheckedChange={(on) => toggle(site.id, on === true)}
            />
            <Label htmlFor={`${props.idPrefix}-${site.id}`} className="font-normal">
              {site.name}
            </Label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
