import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PencilLine, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCan, useMe } from "@/lib/use-me";
import { useRecord } from "@/features/records/api/records";
import { AttachmentsPreview, RecordFacts, RecordHistory } from "./record-details";
import { RecordFormDialog } from "./record-form-dialog";

/** View: the record, its attachments and history; Correct/Amend and Verify where the user may. */
export function RecordViewDialog({
  recordId,
  siteId,
  onOpenChange,
  onVerify,
}: {
  recordId: string | null;
  siteId: string;
  onOpenChange: (open: boolean) => void;
  onVerify?: (id: string) => void;
}) {
  const { t } = useTranslation("records");
  const { data: record } = useRecord(recordId);
  const me = useMe();
  const canCreate = useCan("records.create");
  const canVerify = useCan("records.verify");
  const [correcting, setCorrecting] = useState(false);
  const isAuthor = !!record && !!me.data && record.authorIds.includes(me.data.user.id);
  const canCorrect =
    !!record && canCreate && ((record.status === "rejected" && isAuthor) || record.status === "verified");

  return (
    <>
      {/* Amend/Correct opens over this dialog, which stays open beneath it: closing the form gives the
          focus back to its button here, and closing this one gives it back to the row's View. */}
      <Dialog open={recordId !== null} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{record ? t(`types.${record.type}`) : t("view.record")}</DialogTitle>
            <DialogDescription>{record ? record.summary : t("view.loading")}</DialogDescription>
          </DialogHeader>
          {!record ? (
            <Skeleton className="h-64" />
          ) : (
            <Tabs defaultValue="record">
              <TabsList>
                <TabsTrigger value="record">{t("view.tabRecord")}</TabsTrigger>
                <TabsTrigger value="attachments">
                  {t("view.tabAttachments", { count: record.attachments.length })}
                </TabsTrigger>
                <TabsTrigger value="history">
                  {t("view.tabHistory", { count: record.versions.length + record.reviews.length })}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="record" className="pt-2">
                <RecordFacts record={record} />
              </TabsContent>
              <TabsContent value="attachments" className="pt-2">
                <AttachmentsPreview attachments={record.attachments} />
              </TabsContent>
              <TabsContent value="history" className="pt-2">
                <RecordHistory record={record} />
              </TabsContent>
            </Tabs>
          )}
          <DialogFooter>
            {record && canCorrect ? (
              <Button variant="outline" onClick={() => setCorrecting(true)}>
                <PencilLine aria-hidden /> {record.status === "verified" ? t("view.amend") : t("view.correct")}
              </Button>
            ) : null}
            {record && record.status === "pending" && canVerify && !isAuthor && onVerify ? (
              <Button onClick={() => onVerify(record.id)}>
                <ShieldCheck aria-hidden /> {t("actions.verify")}
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("actions.close")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <RecordFormDialog siteId={siteId} open={correcting} onOpenChange={setCorrecting} correcting={record} />
    </>
  );
}
