import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AssignmentView } from "@domain/training/views";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate, formatInstantDate } from "@/lib/format-date";
import { useAssignments } from "@/features/training/api/training-queries";
import { AssignmentStatusBadge } from "./status-badge";

/**
 * The matrix on a phone (issue 13): a role × module grid does not fit 375 px, so small screens pick one
 * employee and list every module assigned to them with its status and due date.
 */
export function EmployeeTrainingCard({ site, className }: { site: string | undefined; className?: string }) {
  const { t } = useTranslation("training");
  const assignments = useAssignments(site);
  const employees = useMemo(() => {
    const byEmployee = new Map<string, { id: string; name: string; code: string; items: AssignmentView[] }>();
    for (const a of assignments.data?.items ?? []) {
      const entry = byEmployee.get(a.employee.id) ?? {
        id: a.employee.id,
        name: a.employee.name,
        code: a.employee.employeeCode,
        items: [],
      };
      entry.items.push(a);
      byEmployee.set(a.employee.id, entry);
    }
    return [...byEmployee.values()].sort((x, y) => x.name.localeCompare(y.name));
  }, [assignments.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const employee = employees.find((e) => e.id === chosen) ?? employees[0];
  const items = [...(employee?.items ?? [])].sort((x, y) => x.dueDate.localeCompare(y.dueDate));

  return (
    <Card className={className} data-testid="employee-training">
      <CardHeader>
        <CardTitle className="text-base">{t("byEmployee.title")}</CardTitle>
        <CardDescription>{t("byEmployee.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!assignments.data ? (
          <Skeleton className="h-24" />
        ) : employees.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t("byEmployee.none")}</p>
        ) : (
          <>
            <div className="grid gap-2">
              <Label htmlFor="training-employee">{t("byEmployee.employee")}</Label>
              <Select value={employee?.id} onValueChange={setChosen}>
                <SelectTrigger id="training-employee" className="h-11 w-full min-w-0 [&>span]:truncate">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {employees.map((e) => (
                    <SelectItem key={e.id} value={e.id}>
                      {t("byEmployee.option", { name: e.name, code: e.code })}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <ul className="divide-y rounded-md border" aria-label={t("byEmployee.modulesOf", { name: employee?.name })}>
              {items.map((a) => (
                <li key={a.id} className="flex items-start justify-between gap-3 p-3" data-testid="employee-module">
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{a.module.title}</p>
                    <p className="text-xs text-muted-foreground tabular-nums">
                      {a.completedAt
                        ? t("byEmployee.completed", { date: formatInstantDate(a.completedAt) })
                        : t("byEmployee.due", { date: formatDate(a.dueDate) })}
                    </p>
                  </div>
                  <AssignmentStatusBadge status={a.status} />
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
