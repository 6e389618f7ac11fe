import { useRef, useState } from "react";
import { FolderOpen, Upload } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { type ChosenFile, pickedFiles, readDroppedFiles } from "./read-dropped-files";

/** Where files are chosen: drop files or folders, or pick files or a folder. */
export function DropZone({ onFiles }: { onFiles: (files: ChosenFile[]) => void }) {
  const { t } = useTranslation("document-audits");
  const [over, setOver] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  return (
    <div
      data-testid="document-audit-drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        void readDroppedFiles(e.dataTransfer).then(onFiles);
      }}
      className={cn(
        "grid justify-items-center gap-3 rounded-lg border-2 border-dashed border-border p-6 text-center",
        over && "border-primary bg-primary/5",
      )}
    >
      <Upload className="size-6 text-muted-foreground" aria-hidden />
      <p className="text-sm">{t("new.dropHint")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => filesInput.current?.click()}>
          <Upload aria-hidden /> {t("new.pickFiles")}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => folderInput.current?.click()}>
          <FolderOpen aria-hidden /> {t("new.pickFolder")}
        </Button>
      </div>
      <input
        ref={filesInput}
        type="file"
        multiple
        hidden
        aria-label={t("new.pickFiles")}
        data-testid="document-audit-files"
        onChange={(e) => {
          onFiles(pickedFiles(e.target.files));
          e.target.value = "";
        }}
      />
      <input
        ref={folderInput}
        type="file"
        hidden
        aria-label={t("new.pickFolder")}
        // webkitdirectory is not in React's types; every current browser supports it.
        {...{ webkitdirectory: "" }}
        onChange={(e) => {
          onFiles(pickedFiles(e.target.files));
          e.target.value = "";
        }}
      />
    </div>
  );
}
