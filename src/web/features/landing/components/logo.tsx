import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { LogoMark } from "@/components/logo-mark";

/** The Clausewise mark and word, linking home. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation("landing");
  return (
    <a
      href="/"
      className={cn("flex items-center gap-2 rounded-md font-semibold tracking-tight", className)}
      aria-label={t("nav.home")}
    >
      <LogoMark className="size-8" />
      <span className="text-lg">{t("nav.brand")}</span>
    </a>
  );
}
