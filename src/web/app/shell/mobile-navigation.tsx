import type { ReactNode } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useTranslation } from "react-i18next";

/**
 * The navigation (`children`: the sidebar, kept in the shell's chunk) in a drawer, on a phone; loaded at
 * its first open (decision 167).
 */
export default function MobileNavigation({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-72 p-0">
        <SheetTitle className="sr-only">{t("shell.navigation")}</SheetTitle>
        <SheetDescription className="sr-only">{t("shell.navigationDescription")}</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}
