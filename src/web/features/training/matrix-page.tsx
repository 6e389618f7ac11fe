import { formatMinutes } from "@domain/training/minimum-time";
import { useState } from "react";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
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
import { formatPercent } from "@/lib/format-number";

function Cell({ percent, label }: { percent: number | null; label: string }) {
  const { t } = useTranslation("training");
  if (percent === null)
    return (
      <span className="text-muted-foreground" aria-label={t("matrix.cellNotAssigned", { label })}>
        —
      </span>
    );
  return (
    <span
      className={cn(
        "inline-flex min-w-12 justify-center rounded-md px-2 py-1 text-xs font-semibold tabular-nums",
        matrixCellClass(percent),
      )}
      aria-label={t("matrix.cellPercent", { label, percent: formatPercent(percent) })}
    >
      {formatPercent(percent)}
    </span>
  );
}

export function MatrixPage() {
  const site = useCurrentSite();
  const matrix = useMatrix(site?.id);
  const canAssign = useCan("training.assign");
  const [open, setOpen] = useState(false);
  const data = matrix.data;
  const { t } = useTranslation("training");
  const { t: tc } = useTranslation("common");

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("matrix.title")}
        description={t("matrix.description")}
        actions={
          canAssign && (
            <Button onClick={() => setOpen(true)}>
              <Plus aria-hidden /> {t("matrix.assign")}
            </Button>
          )
        }
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <Card className="py-4">
          <CardContent className="px-4">
            <p className="text-sm text-muted-foreground">{t("matrix.coverage")}</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="coverage-percent">
              {data ? formatPercent(data.coverage.percent) : "—"}
            </p>
            <p className="text-xs text-muted-foreground">
              {data
                ? t("matrix.coverageDetail", { completed: data.coverage.completed, count: data.coverage.required })
                : " "}
            </p>
          </CardContent>
        </Card>
        <Card className="py-4">
          <CardContent className="px-4">
            <p className="text-sm text-muted-foreground">{t("matrix.overallAverage")}</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="matrix-overall">
              {data ? formatPercent(data.matrix.overall) : "—"}
            </p>
            <p className="text-xs text-muted-foreground">{t("matrix.overallDetail")}</p>
          </CardContent>
        </Card>
        <Card className="py-4">
          <CardContent className="px-4">
            <p className="text-sm text-muted-foreground">{t("matrix.requiredHere")}</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums">
              {data
                ? t("matrix.requiredCount", {
                    required: data.modules.filter((m) => m.requiredAtSite).length,
                    total: data.modules.length,
                  })
                : "—"}
            </p>
            <p className="text-xs text-muted-foreground">{t("matrix.requiredDetail")}</p>
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
          <Table aria-label={t("matrix.tableLabel")}>
            <TableHeader>
              <TableRow>
                <TableHead className="sticky left-0 bg-card">{t("matrix.role")}</TableHead>
                {data.modules.map((m) => (
                  <TableHead key={m.id} className="max-w-36 text-center whitespace-normal">
                    <span className="line-clamp-2 text-xs">{m.title}</span>
                  </TableHead>
                ))}
                <TableHead className="text-center">{t("matrix.overall")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.matrix.rows.map((row) => (
                <TableRow key={row.role} data-testid={`matrix-row-${row.role}`}>
                  <TableCell className="sticky left-0 bg-card font-medium whitespace-nowrap">
                    {tc(`jobRoles.${row.role}`)}
                  </TableCell>
                  {data.modules.map((m) => (
                    <TableCell key={m.id} className="text-center">
                      <Cell
                        percent={row.cells[m.id]?.percent ?? null}
                        label={t("matrix.cellLabel", { role: tc(`jobRoles.${row.role}`), module: m.title })}
                      />
                      {row.cells[m.id]?.averageSeconds != null ? (
                        <span
                          className="mt-0.5 block text-[11px] text-muted-foreground tabular-nums"
                          title={t("matrix.averageTime")}
                        >
                          {formatMinutes(row.cells[m.id]!.averageSeconds!)}
                        </span>
                      ) : null}
                    </TableCell>
                  ))}
                  <TableCell className="text-center">
                    <Cell percent={row.overall} label={t("matrix.roleOverall", { role: tc(`jobRoles.${row.role}`) })} />
                  </TableCell>
                </TableRow>
              ))}
              {data.matrix.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={data.modules.length + 2} className="py-10 text-center text-muted-foreground">
                    {t("matrix.empty")}
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
              <CardDescription>{t("matrix.updated", { date: formatInstantDate(m.lastUpdated) })}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-3">
              <ModuleFacts
                clauses={m.clauses}
                languages={m.languages}
                durationMinutes={m.durationMinutes}
                minimumMinutes={m.minimumMinutes}
              >
                {!m.requiredAtSite && <Badge variant="secondary">{t("matrix.notRequired")}</Badge>}
              </ModuleFacts>
            </CardContent>
          </Card>
        ))}
      </div>
      {site && <AssignModuleDialog site={site.id} siteName={site.name} open={open} onOpenChange={setOpen} />}
    </div>
  );
}
