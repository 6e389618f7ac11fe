import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CloudOff, Pencil, Send, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format-date";
import { RecordFormDialog } from "@/features/records/components/record-form-dialog";
import type { OutboxEntry } from "./outbox-store";
import { requestOutboxSync, useDiscardQueued, useOutbox } from "./use-outbox";

/**
 * The logs saved on this device and not yet stored by the server: waiting for a connection, or refused
 * by the server (a conflict) with its reason, to correct or discard. Nothing leaves this list unless the
 * server stored it or the user discarded it.
 */
export function OutboxCard() {
  const { t } = useTranslation("records");
  const { entries } = useOutbox();
  const discard = useDiscardQueued();
  const [editing, setEditing] = useState<OutboxEntry | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  if (entries.length === 0) return null;
  const waiting = entries.filter((e) => e.state === "pending").length;

  return (
    <Card data-testid="outbox">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CloudOff className="size-4" aria-hidden /> {t("offline.title", { count: entries.length })}
        </CardTitle>
        <CardDescription>{t("offline.description")}</CardDescription>
        {waiting > 0 ? (
          <div>
            <Button variant="outline" className="min-h-11" onClick={requestOutboxSync}>
              <Send aria-hidden /> {t("offline.sendNow")}
            </Button>
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {entries.map((entry) => (
            <li
              key={entry.clientId}
              data-testid="outbox-entry"
              data-state={entry.state}
              className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {t(`types.${entry.input.type}`)}
                  <span className="font-normal text-muted-foreground">· {entry.siteName}</span>
                  {entry.state === "pending" ? (
                    <Badge variant="outline">{t("offline.waiting")}</Badge>
                  ) : (
                    <Badge variant="destructive">{t("offline.needsAttention")}</Badge>
                  )}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t("offline.times", {
                    observed: formatDateTime(entry.input.occurredAt),
                    saved: formatDateTime(entry.deviceRecordedAt),
                  })}
                </p>
                {entry.problem ? (
                  <div role="alert" className="text-xs text-destructive">
                    <p>{entry.problem.message}</p>
                    {entry.problem.fields ? (
                      <ul className="list-disc pl-4">
                        {Object.entries(entry.problem.fields).map(([field, reason]) => (
                          <li key={field}>
                            {field}: {reason}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {entry.state === "conflict" ? (
                  <Button variant="outline" className="min-h-11" onClick={() => setEditing(entry)}>
                    <Pencil aria-hidden /> {t("offline.correct")}
                  </Button>
                ) : null}
                {confirming === entry.clientId ? (
                  <Button
                    variant="destructive"
                    className="min-h-11"
                    onClick={() => (discard.mutate(entry.clientId), setConfirming(null))}
                  >
                    <Trash2 aria-hidden /> {t("offline.discardForGood")}
                  </Button>
                ) : (
                  <Button variant="ghost" className="min-h-11" onClick={() => setConfirming(entry.clientId)}>
                    <Trash2 aria-hidden /> {t("offline.discard")}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      <RecordFormDialog
        siteId={editing?.siteId ?? ""}
        queued={editing}
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </Card>
  );
}
