// What the app composes into other areas' screens (the overview's Generate Evidence Pack dialog).
export { GenerateEvidencePackDialog } from "./components/generate-evidence-pack-dialog";
