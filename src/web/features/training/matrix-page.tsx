import { formatMinutes } from "@domain/training/minimum-time";
import { useState } from "react";
import { Plus } from "lucide-react";
import { jobRoleLabels } from "@domain/employees/job-roles";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { useMatrix } from "./api/training-queries";
import { AssignModuleDialog } from "./components/assign-module-dialog";
import { EmployeeTrainingCard } from "./components/employee-training-card";
import { matrixCellClass } from "./components/band";
import { ModuleFacts } from "./components/module-facts";
import { PageHeader } from "@/components/page-header";
import { formatInstantDate } from "@/lib/format-date";

function Cell({ percent, label }: { percent: number | null; label: string }) {
  if (percent === null)
    return (
      <span className="text-muted-foreground" aria-label={`${label}: not assigned`}>
        —
      </span>
    );
  return (
    <span
      className={cn(
        "inline-flex min-w-12 justify-center rounded-md px-2 py-1 text-xs font-semibold tabular-nums",
        matrixCellClass(percent),
      )}
      aria-label={`${label}: ${percent}%`}
    >
      {percent}%
    </span>
  );
}

export function MatrixPage() {
  const site = useCurrentSite();
  const matrix = useMatrix(site?.id);
  const canAssign = useCan("training.assign");
  const [open, setOpen] = useState(false);
  const data = matrix.data;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Training Matrix"
        description="Completion by role and module, from the site's assignments. 90 %+ green, 75 %+ amber, below red."
        actions={
          canAssign && (
            <Button onClick={() => setOpen(true)}>
              <Plus aria-hidden /> Assign Training
            </Button>
          )
        }
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <Card className="py-4">
          <CardContent className="px-4">
            <p className="text-sm text-muted-foreground">Training coverage (required)</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="coverage-percent">
              {data ? `${data.coverage.percent}%` : "—"}
            </p>
            <p className="text-xs text-muted-foreground">
              {data ? `${data.coverage.completed} of ${data.coverage.required} required assignments complete` : " "}
            </p>
          </CardContent>
        </Card>
        <Card className="py-4">
          <CardContent className="px-4">
            <p className="text-sm text-muted-foreground">Overall average</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="matrix-overall">
              {data?.matrix.overall !== null && data ? `${data.matrix.overall}%` : "—"}
            </p>
            <p className="text-xs text-muted-foreground">Mean of the roles' completion</p>
          </CardContent>
        </Card>
        <Card className="py-4">
          <CardContent className="px-4">
            <p className="text-sm text-muted-foreground">Modules required here</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums">
              {data ? `${data.modules.filter((m) => m.requiredAtSite).length} / ${data.modules.length}` : "—"}
            </p>
            <p className="text-xs text-muted-foreground">By the site's confirmed scope</p>
          </CardContent>
        </Card>
      </div>
      {/* Below 768 px the role × module grid becomes one employee's modules (issue 13). */}
      <EmployeeTrainingCard site={site?.id} className="md:hidden" />
      <Card className="hidden gap-0 py-0 md:flex">
        {matrix.isPending || !data ? (
          <div className="space-y-2 p-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-8" />
            ))}
          </div>
        ) : (
          <Table aria-label="Training matrix">
            <TableHeader>
              <TableRow>
                <TableHead className="sticky left-0 bg-card">Role</TableHead>
                {data.modules.map((m) => (
                  <TableHead key={m.id} className="max-w-36 text-center whitespace-normal">
                    <span className="line-clamp-2 text-xs">{m.title}</span>
                  </TableHead>
                ))}
                <TableHead className="text-center">Overall</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.matrix.rows.map((row) => (
                <TableRow key={row.role} data-testid={`matrix-row-${row.role}`}>
                  <TableCell className="sticky left-0 bg-card font-medium whitespace-nowrap">
                    {jobRoleLabels[row.role]}
                  </TableCell>
                  {data.modules.map((m) => (
                    <TableCell key={m.id} className="text-center">
                      <Cell
                        percent={row.cells[m.id]?.percent ?? null}
                        label={`${jobRoleLabels[row.role]} × ${m.title}`}
                      />
                      {row.cells[m.id]?.averageSeconds != null ? (
                        <span
                          className="mt-0.5 block text-[11px] text-muted-foreground tabular-nums"
                          title="Average time spent by those who completed it"
                        >
                          {formatMinutes(row.cells[m.id]!.averageSeconds!)}
                        </span>
                      ) : null}
                    </TableCell>
                  ))}
                  <TableCell className="text-center">
                    <Cell percent={row.overall} label={`${jobRoleLabels[row.role]} overall`} />
                  </TableCell>
                </TableRow>
              ))}
              {data.matrix.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={data.modules.length + 2} className="py-10 text-center text-muted-foreground">
                    No training assigned at this site yet.
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </Card>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {data?.modules.map((m) => (
          <Card key={m.id} className="gap-3">
            <CardHeader>
              <CardTitle className="text-base">{m.title}</CardTitle>
              <CardDescription>Updated {formatInstantDate(m.lastUpdated)}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-3">
              <ModuleFacts
                clauses={m.clauses}
                languages={m.languages}
                durationMinutes={m.durationMinutes}
                minimumMinutes={m.minimumMinutes}
              >
                {!m.requiredAtSite && <Badge variant="secondary">Not required at this site</Badge>}
              </ModuleFacts>
            </CardContent>
          </Card>
        ))}
      </div>
      {site && <AssignModuleDialog site={site.id} siteName={site.name} open={open} onOpenChange={setOpen} />}
    </div>
  );
}
