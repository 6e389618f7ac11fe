import { clauseSearch, pageSearch, siteSearch } from "./core-sources";
import { employeeSearch } from "./employees-source";
import { holdSearch } from "./holds-source";
import { incidentSearch } from "./incidents-source";
import { recordSearch } from "./records-source";
import type { SearchSource } from "./search-source";
import { sopFileSearch } from "./sop-files-source";
import { sopSearch } from "./sops-source";
import { templateSearch } from "./templates-source";
import { trainingModuleSearch } from "./training-modules-source";

/** The one registration point of the command palette: each area adds its source here. */
export const searchSources: SearchSource[] = [
  pageSearch,
  siteSearch,
  clauseSearch,
  recordSearch,
  incidentSearch,
  holdSearch,
  sopSearch,
  sopFileSearch,
  templateSearch,
  employeeSearch,
  trainingModuleSearch,
];
