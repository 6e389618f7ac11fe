import type { RefObject } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { AuditSimulation } from "./audit-simulation";

/** The audit dialog itself, loaded when Perform Audit is first pressed. */
export function AuditSimulationModal(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          props.returnFocus.current?.focus();
        }}
      >
        {props.open && <AuditSimulation onClose={() => props.onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
