import { useState } from "react";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { useDocumentAudit } from "@/features/document-audits/api/document-audits";
import { type FindingToTrack, TrackFindingDialog } from "./track-finding-dialog";

/**
 * The report's "Track this finding" for those who may manage findings: `onTrack` (null for the others)
 * opens the Track dialog for one finding of the selected audit.
 */
export function useFindingTracker(auditId: string | null) {
  const canTrack = useCan("audits.run");
  const site = useCurrentSite();
  const audit = useDocumentAudit(canTrack ? auditId : null);
  const [finding, setFinding] = useState<FindingToTrack | null>(null);
  const onTrack = (clauseId: string, findingIndex: number) => {
    const clause = audit.data?.clauses.find((c) => c.clauseId === clauseId);
    const text = clause?.findings[findingIndex]?.text;
    if (clause && text !== undefined) setFinding({ clauseId, code: clause.code, findingIndex, text });
  };
  const dialog =
    auditId && site ? (
      <TrackFindingDialog
        auditId={auditId}
        site={site}
        finding={finding}
        onOpenChange={(open) => !open && setFinding(null)}
      />
    ) : null;
  return { onTrack: canTrack ? onTrack : null, dialog };
}
