import { useState } from "react";
import { Clock, GraduationCap, Search, Target, Trophy } from "lucide-react";
import { deviceLabels, trainingDevices } from "@domain/training/languages";
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

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, "0")}s`;

export function SessionsPage() {
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

  return (
    <div className="space-y-6">
      <PageHeader
        title="Training Sessions"
        description="Every quiz attempt taken at a station or on a phone, as stored."
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Sessions"
          value={stats?.total ?? "—"}
          hint={stats ? `${stats.byDevice.station} station · ${stats.byDevice.phone} phone` : undefined}
          icon={GraduationCap}
        />
        <StatCard
          label="Average score"
          value={stats?.averageScore != null ? `${stats.averageScore}%` : "—"}
          icon={Target}
        />
        <StatCard label="Pass rate" value={stats?.passRate != null ? `${stats.passRate}%` : "—"} icon={Trophy} />
        <StatCard
          label="Average duration"
          value={stats?.averageMinutes != null ? `${stats.averageMinutes} min` : "—"}
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
              placeholder="Search employee or module"
              className="pl-8"
              aria-label="Search sessions"
            />
          </div>
          <Select value={moduleId} onValueChange={setModuleId}>
            <SelectTrigger className="md:w-64" aria-label="Module filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All modules</SelectItem>
              {modules.data?.items.map((m) => (
                <SelectItem key={m.id} value={m.id}>
                  {m.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select value={device} onValueChange={setDevice}>
            <SelectTrigger className="md:w-40" aria-label="Device filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All devices</SelectItem>
              {trainingDevices.map((d) => (
                <SelectItem key={d} value={d}>
                  {deviceLabels[d]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </CardContent>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Employee</TableHead>
              <TableHead>Module</TableHead>
              <TableHead className="text-right">Score</TableHead>
              <TableHead className="hidden md:table-cell">Date</TableHead>
              <TableHead className="hidden md:table-cell">Device</TableHead>
              <TableHead className="hidden md:table-cell">Duration</TableHead>
              <TableHead className="hidden md:table-cell">Location</TableHead>
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
                    {formatInstantDate(s.date)} · {deviceLabels[s.device]} · {minutes(s.durationSeconds)}
                  </span>
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <span className={cn("font-semibold tabular-nums", sessionScoreClass(s.score))}>{s.score}%</span>
                  {!s.passed && (
                    <Badge variant="outline" className="mt-1 ml-auto flex w-fit md:mt-0 md:ml-2 md:inline-flex">
                      Not passed
                    </Badge>
                  )}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap tabular-nums md:table-cell">
                  {formatInstantDate(s.date)}
                </TableCell>
                <TableCell className="hidden md:table-cell">
                  <Badge variant="secondary">{deviceLabels[s.device]}</Badge>
                </TableCell>
                <TableCell className="hidden whitespace-nowrap tabular-nums md:table-cell">
                  {minutes(s.durationSeconds)}
                </TableCell>
                <TableCell className="hidden min-w-48 text-xs text-muted-foreground md:table-cell">
                  {s.location}
                </TableCell>
              </TableRow>
            ))}
            {sessions.data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} className="py-10 text-center text-muted-foreground">
                  No sessions match.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
    </div>
  );
}
