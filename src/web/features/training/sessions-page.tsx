import { useState } from "react";
import { Clock, GraduationCap, Search, Target, Trophy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { trainingDevices } from "@domain/training/languages";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { useCurrentSite } from "@/lib/use-sites";
import { useModules, useSessions } from "./api/training-queries";
import { sessionScoreClass } from "./components/band";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";
import { formatInstantDate } from "@/lib/format-date";
import { formatPercent } from "@/lib/format-number";

export function SessionsPage() {
  const { t } = useTranslation("training");
  const site = useCurrentSite();
  const [q, setQ] = useState("");
  const [moduleId, setModuleId] = useState("all");
  const [device, setDevice] = useState("all");
  const modules = useModules(site?.id);
  const sessions = useSessions(site?.id, {
    q: q.trim() || undefined,
    moduleId: moduleId === "all" ? undefined : moduleId,
    device: device === "all" ? undefined : device,
  });
  const stats = sessions.data?.stats;
  const duration = (seconds: number) =>
    t("sessions.durationValue", { minutes: Math.floor(seconds / 60), seconds: String(seconds % 60).padStart(2, "0") });

  return (
    <div className="space-y-6">
      <PageHeader title={t("sessions.title")} description={t("sessions.description")} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t("sessions.total")}
          value={stats?.total ?? "—"}
          hint={
            stats ? t("sessions.byDevice", { station: stats.byDevice.station, phone: stats.byDevice.phone }) : undefined
          }
          icon={GraduationCap}
        />
        <StatCard label={t("sessions.averageScore")} value={formatPercent(stats?.averageScore)} icon={Target} />
        <StatCard label={t("sessions.passRate")} value={formatPercent(stats?.passRate)} icon={Trophy} />
        <StatCard
          label={t("sessions.averageDuration")}
          value={stats?.averageMinutes != null ? t("sessions.minutes", { count: stats.averageMinutes }) : "—"}
          icon={Clock}
        />
      </div>
      <Card className="gap-0 py-0">
        <CardContent className="flex flex-col gap-2 border-b border-border p-3 md:flex-row">
          <div className="relative flex-1">
            <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
            <Input
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t("sessions.searchPlaceholder")}
              className="pl-8"
              aria-label={t("sessions.search")}
            />
          </div>
          <Select value={moduleId} onValueChange={setModuleId}>
            <SelectTrigger className="md:w-64" aria-label={t("sessions.moduleFilter")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{t("sessions.allModules")}</SelectItem>
              {modules.data?.items.map((m) => (
                <SelectItem key={m.id} value={m.id}>
                  {m.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select value={device} onValueChange={setDevice}>
            <SelectTrigger className="md:w-40" aria-label={t("sessions.deviceFilter")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{t("sessions.allDevices")}</SelectItem>
              {trainingDevices.map((d) => (
                <SelectItem key={d} value={d}>
                  {t(`devices.${d}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </CardContent>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("sessions.employee")}</TableHead>
              <TableHead>{t("sessions.module")}</TableHead>
              <TableHead className="text-right">{t("sessions.score")}</TableHead>
              <TableHead className="hidden md:table-cell">{t("sessions.date")}</TableHead>
              <TableHead className="hidden md:table-cell">{t("sessions.device")}</TableHead>
              <TableHead className="hidden md:table-cell">{t("sessions.duration")}</TableHead>
              <TableHead className="hidden md:table-cell">{t("sessions.location")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sessions.data?.items.map((s) => (
              <TableRow key={s.id}>
                <TableCell>
                  <p className="font-medium whitespace-nowrap">{s.employee.name}</p>
                  <p className="text-xs text-muted-foreground">{s.employee.employeeCode}</p>
                </TableCell>
                <TableCell className="whitespace-normal md:max-w-52 md:truncate" title={s.module.title}>
                  {s.module.title}
                  {/* On a phone the date, device and duration sit under the module, not in columns off screen. */}
                  <span className="mt-1 block text-xs text-muted-foreground tabular-nums md:hidden">
                    {formatInstantDate(s.date)} · {t(`devices.${s.device}`)} · {duration(s.durationSeconds)}
                  </span>
                  {s.trainerName ? (
                    <span className="mt-1 block text-xs text-muted-foreground md:hidden">
                      {t("sessions.trainedBy", { name: s.trainerName })}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <span className={cn("font-semibold tabular-nums", sessionScoreClass(s.score))}>
                    {formatPercent(s.score)}
                  </span>
                  {!s.passed && (
                    <Badge variant="outline" className="mt-1 ml-auto flex w-fit md:mt-0 md:ml-2 md:inline-flex">
                      {t("sessions.notPassed")}
                    </Badge>
                  )}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap tabular-nums md:table-cell">
                  {formatInstantDate(s.date)}
                </TableCell>
                <TableCell className="hidden md:table-cell">
                  <Badge variant="secondary">{t(`devices.${s.device}`)}</Badge>
                </TableCell>
                <TableCell className="hidden whitespace-nowrap tabular-nums md:table-cell">
                  {duration(s.durationSeconds)}
                </TableCell>
                <TableCell className="hidden min-w-48 text-xs text-muted-foreground md:table-cell">
                  {s.location}
                  {s.trainerName ? (
                    <span className="block" data-testid="session-trainer">
                      {t("sessions.trainedBy", { name: s.trainerName })}
                    </span>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
            {sessions.data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} className="py-10 text-center text-muted-foreground">
                  {t("sessions.empty")}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
    </div>
  );
}
