// Loaded on first use: brings tailwind-merge, which the landing page itself does without (lib/utils.ts).
import "@/lib/class-merge";
import { type RefObject, useState } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { AuditSimulation } from "./audit-simulation";
import { OwnFilesPicker } from "./own-files-picker";

/** The audit dialog itself, loaded when Perform Audit (or Audit your own files) is first pressed. */
export function AuditSimulationModal(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
  mode: "sample" | "upload";
}) {
  const [files, setFiles] = useState<File[] | null>(null);
  const close = () => props.onOpenChange(false);
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) setFiles(null);
        props.onOpenChange(open);
      }}
    >
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          props.returnFocus.current?.focus();
        }}
      >
        {props.open &&
          (props.mode === "sample" ? (
            <AuditSimulation onClose={close} files={null} />
          ) : files ? (
            <AuditSimulation onClose={close} files={files} />
          ) : (
            <OwnFilesPicker onStart={setFiles} onCancel={close} />
          ))}
      </DialogContent>
    </Dialog>
  );
}
