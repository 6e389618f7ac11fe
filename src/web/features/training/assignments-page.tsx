import { useMemo, useState } from "react";
import { AlertTriangle, CheckCircle2, ClipboardList, Clock, Pencil, Plus, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { assignmentStatuses, type AssignmentStatus } from "@domain/training/assignment-status";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { deepLinkRowClass, isMissingItem, useDeepLink, useMissingLink, useScrollToLinked } from "@/lib/use-deep-link";
import { useAssignment, useAssignments } from "./api/training-queries";
import { AssignModuleDialog } from "./components/assign-module-dialog";
import { KioskLinksCard } from "./components/kiosk-links-card";
import { AssignmentStatusBadge } from "./components/status-badge";
import { TrainerDialog } from "./components/trainer-dialog";
import type { AssignmentView } from "@domain/training/views";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";
import { formatDate } from "@/lib/format-date";

export function AssignmentsPage() {
  const { t } = useTranslation("training");
  const { t: tc } = useTranslation("common");
  const site = useCurrentSite();
  const assignments = useAssignments(site?.id);
  const canAssign = useCan("training.assign");
  const canManage = useCan("training.manage");
  const [open, setOpen] = useState(false);
  const [editingTrainer, setEditingTrainer] = useState<AssignmentView | null>(null);
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<AssignmentStatus | "all">("all");
  // ?assignment=<id> highlights that row, even when the filters would hide it. One not in the site's
  // list is read by id: gone → toast; at another site → the shell is switching to it (?site=).
  const [linked, clearLinked] = useDeepLink("assignment");
  const listed = !!assignments.data?.items.some((a) => a.id === linked);
  const linkedAssignment = useAssignment(linked, !!assignments.data && !listed);
  useMissingLink(linked, isMissingItem(linkedAssignment.error), clearLinked);
  const items = useMemo(() => {
    const needle = q.trim().toLowerCase();
    return (assignments.data?.items ?? []).filter(
      (a) =>
        a.id === linked ||
        ((status === "all" || a.status === status) &&
          (!needle ||
            `${a.employee.name} ${a.employee.employeeCode} ${a.module.title}`.toLowerCase().includes(needle))),
    );
  }, [assignments.data, q, status, linked]);
  useScrollToLinked(linked, listed);
  const summary = assignments.data?.summary;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("assignments.title")}
        description={site ? t("assignments.description", { site: site.name }) : t("assignments.descriptionNoSite")}
        actions={
          canAssign && (
            <Button onClick={() => setOpen(true)}>
              <Plus aria-hidden /> {t("assignments.assign")}
            </Button>
          )
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t("assignments.total")} value={summary?.total ?? "—"} icon={ClipboardList} />
        <StatCard label={t("status.pending")} value={summary?.pending ?? "—"} icon={Clock} />
        <StatCard label={t("status.completed")} value={summary?.completed ?? "—"} icon={CheckCircle2} />
        <StatCard label={t("status.overdue")} value={summary?.overdue ?? "—"} icon={AlertTriangle} />
      </div>
      <Card className="gap-0 py-0">
        <CardContent className="flex flex-col gap-2 border-b border-border p-3 sm:flex-row">
          <div className="relative flex-1">
            <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
            <Input
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t("assignments.searchPlaceholder")}
              className="pl-8"
              aria-label={t("assignments.search")}
            />
          </div>
          <Select value={status} onValueChange={(v) => setStatus(v as AssignmentStatus | "all")}>
            <SelectTrigger className="sm:w-44" aria-label={t("assignments.statusFilter")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{t("assignments.allStatuses")}</SelectItem>
              {assignmentStatuses.map((s) => (
                <SelectItem key={s} value={s}>
                  {t(`status.${s}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </CardContent>
        {assignments.isPending ? (
          <div className="space-y-2 p-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-8" />
            ))}
          </div>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("assignments.employee")}</TableHead>
                <TableHead>{t("assignments.module")}</TableHead>
                <TableHead className="hidden md:table-cell">{t("assignments.role")}</TableHead>
                <TableHead className="hidden sm:table-cell">{t("assignments.dueDate")}</TableHead>
                <TableHead className="hidden sm:table-cell">{t("assignments.status")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((a) => (
                <TableRow
                  key={a.id}
                  data-testid="assignment-row"
                  data-deep-link={a.id}
                  className={a.id === linked ? deepLinkRowClass : undefined}
                >
                  <TableCell>
                    <p className="font-medium">{a.employee.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {a.employee.employeeCode}
                      {a.employee.status === "inactive" && ` · ${t("assignments.inactive")}`}
                    </p>
                  </TableCell>
                  <TableCell className="whitespace-normal sm:max-w-64 sm:truncate">
                    {a.module.title}
                    <span className="flex items-center gap-1 text-xs text-muted-foreground">
                      <span className="truncate" data-testid="assignment-trainer">
                        {a.trainerName ? t("trainer.led", { name: a.trainerName }) : t("trainer.none")}
                      </span>
                      {canManage && (
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-7 shrink-0"
                          aria-label={t("trainer.edit", { employee: a.employee.name, module: a.module.title })}
                          onClick={() => setEditingTrainer(a)}
                        >
                          <Pencil aria-hidden />
                        </Button>
                      )}
                    </span>
                    {/* On a phone the due date and status sit under the module, not in columns off screen. */}
                    <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground tabular-nums sm:hidden">
                      {formatDate(a.dueDate)}
                      <AssignmentStatusBadge status={a.status} />
                    </span>
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap md:table-cell">
                    {tc(`jobRoles.${a.jobRole}`)}
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">
                    {formatDate(a.dueDate)}
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    <AssignmentStatusBadge status={a.status} />
                  </TableCell>
                </TableRow>
              ))}
              {items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} className="py-10 text-center text-muted-foreground">
                    {t("assignments.empty")}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </Card>
      {canManage && site && <KioskLinksCard site={site.id} />}
      <TrainerDialog assignment={editingTrainer} onClose={() => setEditingTrainer(null)} />
      {site && <AssignModuleDialog site={site.id} siteName={site.name} open={open} onOpenChange={setOpen} />}
    </div>
  );
}
