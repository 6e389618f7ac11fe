// What other features reuse from the audits area (the overview's Generate Evidence Pack dialog).
export { GenerateEvidencePackDialog } from "./components/generate-evidence-pack-dialog";
