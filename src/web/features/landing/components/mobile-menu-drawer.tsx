// Loaded on first use: brings tailwind-merge, which the landing page itself does without (lib/utils.ts).
import "@/lib/class-merge";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { sectionLinks } from "@/features/landing/scroll-to-section";
import { ExternalLinkButton } from "./external-link-button";
import { SectionAnchor } from "./section-anchor";

/** The drawer of the mobile menu, loaded when the menu is first opened. */
export function MobileMenuDrawer(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  requestDemoUrl: string;
}) {
  const { t } = useTranslation("landing");
  const setOpen = props.onOpenChange;
  return (
    <Sheet open={props.open} onOpenChange={setOpen}>
      <SheetContent
        side="right"
        className="w-72"
        // Leave focus where the user scrolled to rather than jumping back to the menu button.
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <SheetHeader className="border-b border-border">
          <SheetTitle>{t("nav.menu")}</SheetTitle>
          <SheetDescription className="sr-only">{t("nav.menuDescription")}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t("nav.mobile")} className="flex flex-col gap-1 px-4">
          {sectionLinks.map((id) => (
            <SectionAnchor
              key={id}
              id={id}
              label={t(`sections.${id}`)}
              className="px-3 py-3 text-base hover:bg-accent"
              onNavigate={(scroll) => {
                setOpen(false);
                // Wait for the drawer to release its scroll lock before scrolling.
                requestAnimationFrame(() => requestAnimationFrame(scroll));
              }}
            />
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-2 border-t border-border p-4">
          <Button asChild variant="outline">
            <a href="/sign-in">{t("nav.signIn")}</a>
          </Button>
          <ExternalLinkButton href={props.requestDemoUrl}>{t("nav.requestDemo")}</ExternalLinkButton>
        </div>
      </SheetContent>
    </Sheet>
  );
}
