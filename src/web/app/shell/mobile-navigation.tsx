import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useTranslation } from "react-i18next";
import { AppSidebar } from "./app-sidebar";

/** The navigation in a drawer, on a phone; loaded at its first open (decision 167). */
export default function MobileNavigation({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-72 p-0">
        <SheetTitle className="sr-only">{t("shell.navigation")}</SheetTitle>
        <SheetDescription className="sr-only">{t("shell.navigationDescription")}</SheetDescription>
        <AppSidebar collapsed={false} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
