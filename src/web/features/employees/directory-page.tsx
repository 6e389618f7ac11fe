import { useState } from "react";
import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
import { FileUp, LayoutGrid, List, Mail, MoreHorizontal, Phone, Plus, Search } from "lucide-react";
import { employeeStatuses, jobRoles, type EmployeeStatus, type JobRole } from "@domain/employees/job-roles";
import type { EmployeeView } from "@domain/schemas/employees";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useCan } from "@/lib/use-me";
import { useCurrentSite, useSites } from "@/lib/use-sites";
import { deepLinkRowClass, isMissingItem, useDeepLink, useMissingLink, useScrollToLinked } from "@/lib/use-deep-link";
import { cn } from "@/lib/utils";
import { useEmployees } from "@/lib/use-employees";
import { useDeactivateEmployee, useEmployee } from "./api/employees-queries";
import { CertificationBadges, EmployeeStatusBadge, TrainingProgress } from "./components/employee-bits";
import { EmployeeDialog } from "./components/employee-dialog";
import { ImportDialog } from "./components/import-dialog";
import { PageHeader } from "@/components/page-header";
import { toastApiError } from "@/lib/api-errors";
import { formatDate } from "@/lib/format-date";

function Actions({ employee, onEdit }: { employee: EmployeeView; onEdit: () => void }) {
  const { t } = useTranslation("employees");
  const deactivate = useDeactivateEmployee();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("actions.for", { name: employee.name })}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onEdit}>{t("actions.edit")}</DropdownMenuItem>
        <DropdownMenuItem
          disabled={employee.status === "inactive"}
          onSelect={() =>
            deactivate.mutate(employee.id, {
              onSuccess: () => toast.success(t("actions.deactivated"), { description: employee.name }),
              onError: (e) => toastApiError(e, t("actions.notDeactivated")),
            })
          }
        >
          {t("actions.deactivate")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function DirectoryPage() {
  const { t } = useTranslation("employees");
  const { t: tc } = useTranslation();
  const current = useCurrentSite();
  const sites = useSites();
  const canManage = useCan("employees.manage");
  const [view, setView] = useState<"list" | "grid">("list");
  const [q, setQ] = useState("");
  const [site, setSite] = useState("all");
  const [jobRole, setJobRole] = useState<JobRole | "all">("all");
  const [status, setStatus] = useState<EmployeeStatus | "all">("all");
  const [editing, setEditing] = useState<{ employee?: EmployeeView } | null>(null);
  const [importing, setImporting] = useState(false);
  const employees = useEmployees({
    q: q.trim() || undefined,
    site: site === "all" ? undefined : site,
    jobRole: jobRole === "all" ? undefined : jobRole,
    status: status === "all" ? undefined : status,
  });
  // ?employee=<id> highlights that employee in the list or grid; one the filters hide is read by id and shown first.
  const [linked, clearLinked] = useDeepLink("employee");
  const listed = !!employees.data?.some((e) => e.id === linked);
  const linkedEmployee = useEmployee(linked, !!employees.data && !listed);
  useMissingLink(linked, isMissingItem(linkedEmployee.error), clearLinked);
  const pinned = !listed && linkedEmployee.data?.id === linked ? linkedEmployee.data : null;
  const items = pinned ? [pinned, ...(employees.data ?? [])] : (employees.data ?? []);
  useScrollToLinked(linked, listed || !!pinned);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("directory.title")}
        description={t("directory.description")}
        actions={
          canManage && (
            <>
              <Button variant="outline" onClick={() => setImporting(true)}>
                <FileUp aria-hidden /> {t("directory.importCsv")}
              </Button>
              <Button onClick={() => setEditing({})}>
                <Plus aria-hidden /> {t("directory.add")}
              </Button>
            </>
          )
        }
      />
      <Card className="gap-0 py-0">
        <CardContent className="flex flex-col gap-2 p-3 lg:flex-row">
          <div className="relative flex-1">
            <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
            <Input
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t("directory.searchPlaceholder")}
              className="pl-8"
              aria-label={t("directory.search")}
            />
          </div>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:flex">
            <Select value={site} onValueChange={setSite}>
              <SelectTrigger className="lg:w-44" aria-label={t("directory.siteFilter")}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">{t("directory.allSites")}</SelectItem>
                {sites.data?.sites.map((s) => (
                  <SelectItem key={s.id} value={s.id}>
                    {s.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select value={jobRole} onValueChange={(v) => setJobRole(v as JobRole | "all")}>
              <SelectTrigger className="lg:w-44" aria-label={t("directory.roleFilter")}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">{t("directory.allRoles")}</SelectItem>
                {jobRoles.map((r) => (
                  <SelectItem key={r} value={r}>
                    {tc(`jobRoles.${r}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select value={status} onValueChange={(v) => setStatus(v as EmployeeStatus | "all")}>
              <SelectTrigger className="lg:w-36" aria-label={t("directory.statusFilter")}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">{t("directory.allStatuses")}</SelectItem>
                {employeeStatuses.map((s) => (
                  <SelectItem key={s} value={s}>
                    {t(`statuses.${s}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <div
              className="col-span-2 flex rounded-md border border-border p-0.5 sm:col-span-1"
              role="group"
              aria-label={t("directory.view")}
            >
              <Button
                variant={view === "list" ? "secondary" : "ghost"}
                size="sm"
                className="flex-1"
                aria-pressed={view === "list"}
                onClick={() => setView("list")}
              >
                <List aria-hidden /> {t("directory.list")}
              </Button>
              <Button
                variant={view === "grid" ? "secondary" : "ghost"}
                size="sm"
                className="flex-1"
                aria-pressed={view === "grid"}
                onClick={() => setView("grid")}
              >
                <LayoutGrid aria-hidden /> {t("directory.grid")}
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {employees.isPending ? t("directory.loading") : t("directory.count", { count: items.length })}
      </p>
      {employees.isPending && <Skeleton className="h-64" />}
      {view === "list" && !employees.isPending && (
        <Card className="gap-0 py-0">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("columns.employee")}</TableHead>
                <TableHead className="hidden md:table-cell">{t("columns.role")}</TableHead>
                <TableHead className="hidden md:table-cell">{t("columns.site")}</TableHead>
                <TableHead className="hidden sm:table-cell">{t("columns.training")}</TableHead>
                <TableHead className="hidden md:table-cell">{t("columns.certifications")}</TableHead>
                <TableHead className="hidden md:table-cell">{t("columns.status")}</TableHead>
                {canManage && <TableHead className="w-10" />}
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((e) => (
                <TableRow
                  key={e.id}
                  data-testid="employee-row"
                  data-deep-link={e.id}
                  className={e.id === linked ? deepLinkRowClass : undefined}
                >
                  <TableCell>
                    <div className="flex items-center gap-3">
                      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
                        {e.initials}
                      </span>
                      <div className="min-w-0">
                        <p className="font-medium sm:whitespace-nowrap">{e.name}</p>
                        <p className="text-xs text-muted-foreground">{e.employeeCode}</p>
                        {/* On a phone the other columns' facts sit here, so the actions stay on screen. */}
                        <div className="mt-1 space-y-1 whitespace-normal md:hidden">
                          <p className="text-xs text-muted-foreground">
                            {tc(`jobRoles.${e.jobRole}`)} · {e.siteName}
                          </p>
                          <EmployeeStatusBadge status={e.status} />
                          <div className="sm:hidden">
                            <TrainingProgress training={e.training} />
                          </div>
                        </div>
                      </div>
                    </div>
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap md:table-cell">
                    {tc(`jobRoles.${e.jobRole}`)}
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap md:table-cell">{e.siteName}</TableCell>
                  <TableCell className="hidden sm:table-cell">
                    <TrainingProgress training={e.training} />
                  </TableCell>
                  <TableCell className="hidden w-56 max-w-56 md:table-cell">
                    <CertificationBadges certifications={e.certifications} />
                  </TableCell>
                  <TableCell className="hidden md:table-cell">
                    <EmployeeStatusBadge status={e.status} />
                  </TableCell>
                  {canManage && (
                    <TableCell>
                      <Actions employee={e} onEdit={() => setEditing({ employee: e })} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} className="py-10 text-center text-muted-foreground">
                    {t("directory.empty")}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Card>
      )}
      {view === "grid" && !employees.isPending && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((e) => (
            <Card
              key={e.id}
              className={cn("gap-4 py-5", e.id === linked && deepLinkRowClass)}
              data-testid="employee-card"
              data-deep-link={e.id}
            >
              <CardContent className="space-y-4 px-5">
                <div className="flex items-start justify-between gap-2">
                  <div className="flex items-center gap-3">
                    <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
                      {e.initials}
                    </span>
                    <div>
                      <p className="font-semibold">{e.name}</p>
                      <p className="text-sm text-muted-foreground">
                        {tc(`jobRoles.${e.jobRole}`)} · {e.employeeCode}
                      </p>
                    </div>
                  </div>
                  {canManage && <Actions employee={e} onEdit={() => setEditing({ employee: e })} />}
                </div>
                <div className="space-y-1 text-sm text-muted-foreground">
                  <p>{t("directory.hired", { site: e.siteName, date: formatDate(e.hireDate) })}</p>
                  {e.email && (
                    <p className="flex items-center gap-2 truncate">
                      <Mail className="size-3.5" aria-hidden /> {e.email}
                    </p>
                  )}
                  {e.phone && (
                    <p className="flex items-center gap-2">
                      <Phone className="size-3.5" aria-hidden /> {e.phone}
                    </p>
                  )}
                </div>
                <TrainingProgress training={e.training} />
                <div className="flex items-end justify-between gap-2">
                  <CertificationBadges certifications={e.certifications} />
                  <EmployeeStatusBadge status={e.status} />
                </div>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      <EmployeeDialog
        employee={editing?.employee}
        defaultSite={current?.id ?? ""}
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
      />
      <ImportDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}
