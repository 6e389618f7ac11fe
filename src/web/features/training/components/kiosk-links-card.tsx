import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { Copy, MonitorSmartphone, RefreshCw, Smartphone, Trash2 } from "lucide-react";
import type { TrainingDevice } from "@domain/training/languages";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useCreateKiosk, useKiosks, useRevokeKiosk, useRotateKiosk } from "@/features/training/api/training-queries";
import { FieldError } from "@/components/field-error";
import { showApiError, toastApiError } from "@/lib/api-errors";
import { formatInstantDate } from "@/lib/format-date";

/** The device select offers the shared station first. */
const deviceChoices: TrainingDevice[] = ["station", "phone"];

/**
 * Kiosk links: a worker-facing URL per station or phone poster. Only the token's hash is stored, so a
 * link is shown once, when created or rotated — open it on the station then.
 */
export function KioskLinksCard({ site }: { site: string }) {
  const { t } = useTranslation("training");
  const kiosks = useKiosks(site);
  const create = useCreateKiosk(site);
  const rotate = useRotateKiosk();
  const revoke = useRevokeKiosk();
  const [stationName, setStationName] = useState("");
  const [device, setDevice] = useState<TrainingDevice>("station");
  const [shown, setShown] = useState<{ name: string; url: string } | null>(null);
  const [nameError, setNameError] = useState<string>();
  const reveal = (name: string, path: string) => setShown({ name, url: `${window.location.origin}${path}` });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphone className="size-4 text-primary" aria-hidden /> {t("kiosks.title")}
        </CardTitle>
        <CardDescription>{t("kiosks.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {shown && (
          <div className="space-y-2 rounded-lg border border-primary/30 bg-primary/5 p-3" role="status">
            <p className="text-sm font-medium">{t("kiosks.shownOnce", { name: shown.name })}</p>
            <div className="flex gap-2">
              <Input
                readOnly
                value={shown.url}
                aria-label={t("kiosks.link")}
                className="font-mono text-xs"
                onFocus={(e) => e.target.select()}
              />
              <Button
                variant="outline"
                size="icon"
                aria-label={t("kiosks.copy")}
                onClick={() => navigator.clipboard?.writeText(shown.url).then(() => toast.success(t("kiosks.copied")))}
              >
                <Copy />
              </Button>
            </div>
          </div>
        )}
        <ul className="divide-y divide-border rounded-lg border border-border">
          {kiosks.data?.items.map((k) => (
            <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="flex min-w-0 items-center gap-2">
                {k.device === "phone" ? (
                  <Smartphone className="size-4 text-muted-foreground" aria-hidden />
                ) : (
                  <MonitorSmartphone className="size-4 text-muted-foreground" aria-hidden />
                )}
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{k.stationName}</p>
                  <p className="text-xs text-muted-foreground">
                    {t("kiosks.linkFrom", { device: t(`devices.${k.device}`), date: formatInstantDate(k.rotatedAt) })}
                  </p>
                </div>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={rotate.isPending}
                  onClick={() =>
                    rotate.mutate(k.id, {
                      onSuccess: (r) => reveal(k.stationName, r.path),
                      onError: (e) => toastApiError(e, t("kiosks.rotateFailed")),
                    })
                  }
                >
                  <RefreshCw aria-hidden /> {t("kiosks.rotate")}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("kiosks.revoke", { name: k.stationName })}
                  onClick={() =>
                    revoke.mutate(k.id, {
                      onSuccess: () => toast.success(t("kiosks.revoked")),
                      onError: (e) => toastApiError(e, t("kiosks.revokeFailed")),
                    })
                  }
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          ))}
          {kiosks.data?.items.length === 0 && (
            <li className="p-3 text-sm text-muted-foreground">{t("kiosks.empty")}</li>
          )}
        </ul>
        <form
          className="grid gap-2 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            setNameError(undefined);
            create.mutate(
              { stationName, device },
              {
                onSuccess: (r) => (reveal(r.kiosk.stationName, r.path), setStationName("")),
                // The station name is the form's one field: every reason the server gives goes under it.
                onError: (error) =>
                  showApiError(
                    error,
                    (fields) => setNameError(Object.values(fields).join(" ")),
                    t("kiosks.createFailed"),
                  ),
              },
            );
          }}
        >
          <div className="space-y-1">
            <Label htmlFor="station-name">{t("kiosks.stationName")}</Label>
            <Input
              id="station-name"
              value={stationName}
              onChange={(e) => setStationName(e.target.value)}
              placeholder={t("kiosks.stationNamePlaceholder")}
              aria-invalid={!!nameError}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="station-device">{t("kiosks.device")}</Label>
            <Select value={device} onValueChange={(v) => setDevice(v as TrainingDevice)}>
              <SelectTrigger id="station-device">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {deviceChoices.map((d) => (
                  <SelectItem key={d} value={d}>
                    {t(`devices.${d}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button type="submit" disabled={create.isPending}>
            {t("kiosks.create")}
          </Button>
          <div className="sm:col-span-3">
            <FieldError message={nameError} />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
