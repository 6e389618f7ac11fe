// Every table of the database, one file per area. Add an area's file here to include it in migrations.
export * from "./core";
export * from "./audit";
export * from "./employees";
export * from "./training";
export * from "./scope";
export * from "./audits";
export * from "./files";
export * from "./library";
export * from "./records";
export * from "./notifications";
export * from "./overview";
export * from "./email";
export * from "./two-factor";
export * from "./password-resets";
export * from "./sso";
export * from "./organisation-lifecycle";
export * from "./document-audits";
