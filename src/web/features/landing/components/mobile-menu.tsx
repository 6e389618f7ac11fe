import { lazy, Suspense } from "react";
import { MenuIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/lib/use-on-demand";

const MobileMenuDrawer = lazy(() => import("./mobile-menu-drawer").then((m) => ({ default: m.MobileMenuDrawer })));

/** The navigation drawer shown below 768 px; its code is loaded when it is first opened. */
export function MobileMenu({ requestDemoUrl }: { requestDemoUrl: string }) {
  const { t } = useTranslation("landing");
  const menu = useOnDemand();

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={menu.open}
        onClick={menu.show}
      >
        <MenuIcon aria-hidden="true" />
      </Button>
      {menu.mounted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={menu.open} onOpenChange={menu.setOpen} requestDemoUrl={requestDemoUrl} />
        </Suspense>
      )}
    </>
  );
}
