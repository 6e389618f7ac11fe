import { projectPath } from "../../project-path";

/** Where the generated sample documents are committed and read from at run time. */
export const SAMPLE_FILES_DIR = projectPath("assets/sample-documents");
