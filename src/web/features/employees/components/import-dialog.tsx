import { useState } from "react";
import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("employees");
  const [file, setFile] = useState<File | null>(null);
  const importer = useImportEmployees();
  // An import's 400 names rows, not form fields: its message and each row's reason are listed together.
  const error = importer.error;
  const rows = error instanceof ApiError ? error.fields : undefined;

  const submit = async () => {
    if (!file) return;
    importer.mutate(await file.text(), {
      onSuccess: (r) => {
        toast.success(t("import.imported"), { description: t("import.importedDescription", { count: r.imported }) });
        setFile(null);
        onOpenChange(false);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(o) => (importer.reset(), onOpenChange(o))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("import.title")}</DialogTitle>
          <DialogDescription>{t("import.description")}</DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor="import-file">{t("import.file")}</Label>
          <Input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => (importer.reset(), setFile(e.target.files?.[0] ?? null))}
          />
          <p className="text-xs text-muted-foreground">
            {t("import.columns")} <span className="font-mono">{EMPLOYEE_CSV_HEADER}</span> {t("import.columnsNote")}
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
            {t("import.cancel")}
          </Button>
          <Button onClick={submit} disabled={!file || importer.isPending}>
            {importer.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <FileUp aria-hidden />}
            {t("import.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
