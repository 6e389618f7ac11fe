import { toast } from "sonner";
import type { InternalAuditView } from "@domain/audits";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useCan } from "@/lib/use-me";
import { useTransitionAudit } from "@/features/audits/api/internal-audits";
import { StatusBadge } from "./status-badge";
import { toastApiError } from "@/lib/api-errors";

/** Audit Schedule tab: every audit with Start, Continue or View by state. */
export function AuditScheduleTable({ audits, onOpen }: { audits: InternalAuditView[]; onOpen: (id: string) => void }) {
  const canRun = useCan("audits.run");
  const transition = useTransitionAudit();

  function act(audit: InternalAuditView) {
    if (audit.status !== "scheduled") return onOpen(audit.id);
    transition.mutate(
      { id: audit.id, action: "start" },
      {
        onSuccess: () => {
          toast.success("Audit Started", { description: `${audit.typeLabel}: the checklist is open.` });
          onOpen(audit.id);
        },
        onError: (e) => toastApiError(e, "Audit not started"),
      },
    );
  }

  if (audits.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-border py-14 text-center text-sm text-muted-foreground">
        No internal audits scheduled for this site.
      </p>
    );
  return (
    <div className="rounded-xl border border-border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="hidden sm:table-cell">Date</TableHead>
            <TableHead>Audit</TableHead>
            <TableHead className="hidden md:table-cell">Auditor</TableHead>
            <TableHead className="hidden lg:table-cell">Progress</TableHead>
            <TableHead className="hidden sm:table-cell">Score</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Action</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {audits.map((audit) => (
            <TableRow key={audit.id} data-testid="audit-row">
              <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">{audit.date}</TableCell>
              <TableCell className="max-w-[16rem] whitespace-normal">
                <p className="font-medium">{audit.typeLabel}</p>
                <p className="text-xs text-muted-foreground">
                  <span className="sm:hidden">{audit.date} · </span>
                  {audit.scopeKind === "modules" ? audit.scopeIds.join(", ") : `${audit.scopeIds.length} clauses`} ·{" "}
                  {audit.items} items
                </p>
              </TableCell>
              <TableCell className="hidden md:table-cell">{audit.auditor.name}</TableCell>
              <TableCell className="hidden w-40 lg:table-cell">
                <div className="flex items-center gap-2">
                  <Progress value={audit.progress} aria-label={`Progress ${audit.progress}%`} />
                  <span className="w-9 text-right text-xs tabular-nums text-muted-foreground">{audit.progress}%</span>
                </div>
              </TableCell>
              <TableCell className="hidden tabular-nums sm:table-cell">
                {audit.score ? `${audit.score.percent}%` : "—"}
                {audit.status === "completed" && audit.findings ? (
                  <span className="ml-1 text-xs text-destructive">· {audit.findings} findings</span>
                ) : null}
              </TableCell>
              <TableCell>
                <StatusBadge status={audit.status} />
              </TableCell>
              <TableCell className="text-right">
                <Button
                  size="sm"
                  variant={audit.action === "View" ? "outline" : "default"}
                  disabled={audit.action === "Start" && !canRun}
                  onClick={() => act(audit)}
                >
                  {audit.action}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
