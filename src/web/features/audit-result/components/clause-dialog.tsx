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
import { CLAUSE_TEXT_UNAVAILABLE, lookupClauseText } from "@domain/audit-demo/clause-texts";

// We do not hold the licensed scheme wording, so the note must not present this as the official text.
export const CLAUSE_NOTE =
  "Plain-language summary of the PrimusGFS requirement, for reference. Consult the official scheme documents for the exact wording.";

interface Props {
  clause: string | null;
  onClose: () => void;
}

export function ClauseDialog({ clause, onClose }: Props) {
  const text = clause ? lookupClauseText(clause) : undefined;

  return (
    <Dialog open={clause !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Clause {clause}</DialogTitle>
          <DialogDescription>{text ? text.title : CLAUSE_TEXT_UNAVAILABLE}</DialogDescription>
        </DialogHeader>
        {text && (
          <>
            <blockquote className="rounded-lg border-l-4 border-primary bg-muted/50 px-4 py-3 text-sm leading-relaxed">
              {text.text}
            </blockquote>
            <p className="flex gap-2 text-xs text-muted-foreground">
              <InfoIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              {CLAUSE_NOTE}
            </p>
          </>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
