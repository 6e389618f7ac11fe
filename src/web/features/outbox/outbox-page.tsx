import { useTranslation } from "react-i18next";
import { ChevronDown, Mail } from "lucide-react";
import type { EmailStatus } from "@domain/email/delivery-reasons";
import type { OutboxMessageView } from "@domain/schemas/email";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Skeleton } from "@/components/ui/skeleton";
import { apiErrorMessage } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/format-date";
import { useOutbox } from "./use-outbox";

const statusVariants: Record<EmailStatus, "secondary" | "outline" | "destructive"> = {
  queued: "outline",
  sent: "secondary",
  failed: "destructive",
};

/**
 * /app/settings/outbox — every e-mail Clausewise wrote for the organisation (administrators). Without a
 * mail server (no SMTP_URL) this is where invitations wait, so a trial install works without one.
 */
export function OutboxPage() {
  const { t } = useTranslation("outbox");
  const { data, isPending, error } = useOutbox();
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} description={t("description")} />
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{apiErrorMessage(error)}</AlertDescription>
        </Alert>
      )}
      {isPending && <Skeleton className="h-48 rounded-xl" />}
      {data && !data.smtpConfigured && (
        <Alert role="status">
          <Mail aria-hidden />
          <AlertDescription>{t("noMailServer")}</AlertDescription>
        </Alert>
      )}
      {data && data.messages.length === 0 && <p className="text-sm text-muted-foreground">{t("empty")}</p>}
      {data && data.messages.length > 0 && (
        <ul className="space-y-3" aria-label={t("listLabel")}>
          {data.messages.map((message) => (
            <OutboxMessage key={message.id} message={message} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OutboxMessage({ message }: { message: OutboxMessageView }) {
  const { t } = useTranslation("outbox");
  return (
    <li>
      <Card className="py-4">
        <CardContent>
          <Collapsible>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0 space-y-1">
                <p className="font-medium [overflow-wrap:anywhere]">{message.subject}</p>
                <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                  {t("to", { to: message.to, createdAt: formatDateTime(message.createdAt) })}
                  {message.sentAt && t("sentAt", { sentAt: formatDateTime(message.sentAt) })}
                </p>
                {message.lastError && message.status !== "sent" && (
                  <p className="text-sm text-muted-foreground">{message.lastError}</p>
                )}
              </div>
              <div className="flex items-center gap-2">
                <Badge variant={statusVariants[message.status]}>{t(`status.${message.status}`)}</Badge>
                <CollapsibleTrigger asChild>
                  <Button variant="ghost" size="sm" aria-label={t("showLabel", { subject: message.subject })}>
                    {t("show")} <ChevronDown aria-hidden />
                  </Button>
                </CollapsibleTrigger>
              </div>
            </div>
            <CollapsibleContent>
              <pre className="mt-3 whitespace-pre-wrap rounded-md border bg-muted/40 p-3 font-sans text-sm [overflow-wrap:anywhere]">
                {message.text}
              </pre>
            </CollapsibleContent>
          </Collapsible>
        </CardContent>
      </Card>
    </li>
  );
}
