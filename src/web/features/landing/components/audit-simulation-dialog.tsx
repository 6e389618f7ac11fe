import { useState } from "react";
import { SparklesIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { AuditSimulation } from "./audit-simulation";

/** The Perform Audit button and its dialog; the run lives only while the dialog is open. */
export function AuditSimulationDialog() {
  const [open, setOpen] = useState(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg">
          <SparklesIcon aria-hidden="true" /> Perform Audit
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        {open && <AuditSimulation onClose={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
