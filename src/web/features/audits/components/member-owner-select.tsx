import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
import type { FindingView } from "@domain/audits";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toastApiError } from "@/lib/api-errors";
import { useSiteFindingOwners } from "@/features/audits/api/finding-owners";
import { useUpdateFinding } from "@/features/audits/api/internal-audits";

/** The owner of a finding tracked from a document audit: a member, reassigned among those who may own it. */
export function MemberOwnerSelect({ finding, siteId }: { finding: FindingView; siteId: string }) {
  const { t } = useTranslation("audits");
  const owners = useSiteFindingOwners(siteId);
  const update = useUpdateFinding();
  const options = owners.data ?? [];
  // The current owner stays listed even if she may no longer own findings here (the list is what may be chosen).
  const listed =
    finding.ownerId && !options.some((o) => o.id === finding.ownerId)
      ? [{ id: finding.ownerId, name: finding.ownerName ?? "" }, ...options]
      : options;
  return (
    <Select
      value={finding.ownerId ?? ""}
      onValueChange={(ownerId) =>
        update.mutate(
          { id: finding.id, changes: { ownerId } },
          {
            onSuccess: (changed) =>
              toast.success(t("findings.updated"), {
                description: t("findings.ownerChanged", { owner: changed.ownerName ?? "" }),
              }),
            onError: (e) => toastApiError(e, t("findings.notUpdated")),
          },
        )
      }
    >
      <SelectTrigger className="h-8 w-44" aria-label={t("findings.ownerOf", { clause: finding.clauseId })}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {listed.map((o) => (
          <SelectItem key={o.id} value={o.id}>
            {o.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
