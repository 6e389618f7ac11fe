import { z } from "zod";

/**
 * Operation types a site can run (the scope wizard's operation checkboxes). A scheme's modules say
 * which operations suggest them; the Site scope's `flags` object has one boolean per operation.
 */
export const OPERATION_FLAGS = ["growing", "harvest", "processing", "coldStorage"] as const;

export const operationFlagSchema = z.enum(OPERATION_FLAGS);

export type OperationFlag = z.infer<typeof operationFlagSchema>;
