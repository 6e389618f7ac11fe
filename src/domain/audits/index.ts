export * from "./state-machine";
export * from "./internal-audit-status";
export * from "./external-audit-status";
export * from "./evidence-pack-status";
export * from "./scoring";
export * from "./findings";
export * from "./evidence-clauses";
export * from "./views";
