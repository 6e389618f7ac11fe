import { useTranslation } from "react-i18next";
import { InfoIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { lookupClauseText } from "@domain/audit-demo/clause-texts";

interface Props {
  clause: string | null;
  onClose: () => void;
}

export function ClauseDialog({ clause, onClose }: Props) {
  const text = clause ? lookupClauseText(clause) : undefined;
  const { t } = useTranslation("audit-result");

  return (
    <Dialog open={clause !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("clause.dialogTitle", { clause })}</DialogTitle>
          <DialogDescription>{text ? text.title : t("clause.unavailable")}</DialogDescription>
        </DialogHeader>
        {text && (
          <>
            <blockquote className="rounded-lg border-l-4 border-primary bg-muted/50 px-4 py-3 text-sm leading-relaxed">
              {text.text}
            </blockquote>
            <p className="flex gap-2 text-xs text-muted-foreground">
              <InfoIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              {/* We do not hold the licensed scheme wording: the note must not present this as the official text. */}
              {t("clause.note")}
            </p>
          </>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("clause.close")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
