import { useTranslation } from "react-i18next";
import { ShieldAlert } from "lucide-react";
import { NAMED_ALLERGENS, TEXT_LIMITS } from "@domain/schemas/scope";
import { addAllergen, addProduct, removeAllergen, removeProduct } from "@domain/scope";
import { CheckOption } from "@/features/scope/components/check-option";
import { Chip } from "@/features/scope/components/chip";
import { EntryInput } from "@/features/scope/components/entry-input";
import { FieldSet } from "@/features/scope/components/field-set";
import { PRODUCT_CATEGORIES, useScopeOptions } from "@/features/scope/labels";
import type { StepProps } from "./step-props";

const listed = (list: string[], value: string) => list.some((v) => v.toLowerCase() === value.toLowerCase());

/** Step 2 — Products (Types & flags): product types, FSMA 204 flag and allergens present. */
export function ProductsStep({ scope, update, readOnly }: StepProps) {
  const { t } = useTranslation("scope");
  const options = useScopeOptions();
  const allergens = scope.productFlags.allergensPresent;
  const customAllergens = allergens.filter((a) => !listed([...NAMED_ALLERGENS], a));
  return (
    <div className="space-y-8">
      <FieldSet legend={t("products.types")} description={t("products.typesDescription")}>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          {PRODUCT_CATEGORIES.map((category) => (
            <CheckOption
              key={category}
              label={options.product(category)}
              checked={listed(scope.products, category)}
              disabled={readOnly}
              onChange={(on) => update((s) => (on ? addProduct(s, category) : removeProduct(s, category)))}
            />
          ))}
        </div>
        <EntryInput
          label={t("products.custom")}
          addLabel={t("products.customAdd")}
          placeholder={t("products.customPlaceholder")}
          maxLength={TEXT_LIMITS.productLength}
          disabled={readOnly}
          onAdd={(entry) => update((s) => addProduct(s, entry))}
        />
        <div className="flex min-h-8 flex-wrap gap-2" aria-label={t("products.selected")}>
          {scope.products.length === 0 && <p className="text-sm text-muted-foreground">{t("products.none")}</p>}
          {scope.products.map((product) => (
            <Chip
              key={product}
              label={options.product(product)}
              onRemove={readOnly ? undefined : () => update((s) => removeProduct(s, product))}
            />
          ))}
        </div>
      </FieldSet>

      <FieldSet legend={t("products.traceability")}>
        <CheckOption
          label={t("products.fsma204")}
          hint={t("products.fsma204Hint")}
          checked={scope.productFlags.fsma204HighRisk}
          disabled={readOnly}
          onChange={(on) => update((s) => ({ ...s, productFlags: { ...s.productFlags, fsma204HighRisk: on } }))}
          className="max-w-xl"
        />
      </FieldSet>

      <FieldSet legend={t("products.allergens")} description={t("products.allergensDescription")}>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {NAMED_ALLERGENS.map((allergen) => (
            <CheckOption
              key={allergen}
              label={options.allergen(allergen)}
              checked={listed(allergens, allergen)}
              disabled={readOnly}
              onChange={(on) => update((s) => (on ? addAllergen(s, allergen) : removeAllergen(s, allergen)))}
            />
          ))}
        </div>
        <EntryInput
          label={t("products.customAllergen")}
          addLabel={t("products.customAllergenAdd")}
          placeholder={t("products.customAllergenPlaceholder")}
          maxLength={TEXT_LIMITS.allergenLength}
          disabled={readOnly}
          onAdd={(entry) => update((s) => addAllergen(s, entry))}
        />
        {customAllergens.length > 0 && (
          <div className="flex flex-wrap gap-2" aria-label={t("products.customAllergens")}>
            {customAllergens.map((allergen) => (
              <Chip
                key={allergen}
                label={allergen}
                onRemove={readOnly ? undefined : () => update((s) => removeAllergen(s, allergen))}
              />
            ))}
          </div>
        )}
        {allergens.length > 0 && scope.processes.allergens === "none" && (
          <p className="flex items-center gap-2 text-xs text-amber-700 dark:text-amber-400">
            <ShieldAlert className="size-4" aria-hidden /> {t("products.allergenProgramNone")}
          </p>
        )}
      </FieldSet>
    </div>
  );
}
