import { useState } from "react";
import { toast } from "sonner";
import { FileUp, Loader2 } from "lucide-react";
import { EMPLOYEE_CSV_HEADER } from "@domain/employees/employee-csv";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/api-errors";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useImportEmployees } from "@/features/employees/api/employees-queries";

/** CSV import: all rows or none; each bad row is listed by line number with the reason. */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const importer = useImportEmployees();
  // An import's 400 names rows, not form fields: its message and each row's reason are listed together.
  const error = importer.error;
  const rows = error instanceof ApiError ? error.fields : undefined;

  const submit = async () => {
    if (!file) return;
    importer.mutate(await file.text(), {
      onSuccess: (r) => {
        toast.success("Employees Imported", {
          description: `${r.imported} employee${r.imported === 1 ? "" : "s"} added.`,
        });
        setFile(null);
        onOpenChange(false);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(o) => (importer.reset(), onOpenChange(o))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import employees</DialogTitle>
          <DialogDescription>
            A CSV file with a header row. If any row has a problem, nothing is imported.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor="import-file">CSV file</Label>
          <Input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => (importer.reset(), setFile(e.target.files?.[0] ?? null))}
          />
          <p className="text-xs text-muted-foreground">
            Columns: <span className="font-mono">{EMPLOYEE_CSV_HEADER}</span> (Email, Phone and Status optional; Site is
            oxnard or yuma).
          </p>
        </div>
        {error && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>
              <p className="font-medium">{apiErrorMessage(error)}</p>
              {rows && (
                <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto pl-4 text-sm">
                  {Object.entries(rows).map(([line, reason]) => (
                    <li key={line}>
                      <span className="font-medium capitalize">{line}</span>: {reason}
                    </li>
                  ))}
                </ul>
              )}
            </AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!file || importer.isPending}>
            {importer.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <FileUp aria-hidden />}
            Import
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
