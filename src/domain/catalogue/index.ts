export * from "./operations";
export * from "./catalogue-schema";
export * from "./primusgfs-builtin";
export * from "./get-clause";
export * from "./catalogue-translation";
export * from "./primusgfs-builtin-es";
