import { Badge, type BadgeProps } from "@/components/ui/badge";

const styles: Record<string, { label: string; variant: BadgeProps["variant"] }> = {
  scheduled: { label: "Scheduled", variant: "outline" },
  "in-progress": { label: "In progress", variant: "warning" },
  completed: { label: "Completed", variant: "success" },
  preparing: { label: "Preparing", variant: "secondary" },
  "pending-response": { label: "Pending response", variant: "warning" },
  certified: { label: "Certified", variant: "success" },
  issued: { label: "Issued", variant: "secondary" },
  generating: { label: "Generating", variant: "secondary" },
  ready: { label: "Ready", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
  open: { label: "Open", variant: "warning" },
  overdue: { label: "Overdue", variant: "destructive" },
  closed: { label: "Closed", variant: "success" },
};

/** One badge for every status of the audits area (audits, reports, packs, findings). */
export function StatusBadge({ status }: { status: string }) {
  const style = styles[status] ?? { label: status, variant: "outline" as const };
  return <Badge variant={style.variant}>{style.label}</Badge>;
}
