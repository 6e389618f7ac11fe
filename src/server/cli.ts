import { parseArgs, type ParseArgsConfig } from "node:util";
import { loadConfig } from "./config";

/** The operator commands' one way to refuse: the message on stderr, exit code 2 ("refused or failed"). */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/**
 * Parses an operator command's arguments (`--help` prints the usage and exits 0; a bad argument exits 2 with
 * the usage) and loads the configuration the command runs against.
 */
export function startCli<const T extends NonNullable<ParseArgsConfig["options"]>>(
  usage: string,
  options: T,
  allowPositionals = false,
) {
  const argsConfig = {
    options: { ...options, help: { type: "boolean" as const } },
    allowPositionals,
    strict: true as const,
  };
  let parsed: ReturnType<typeof parseArgs<typeof argsConfig>>;
  try {
    parsed = parseArgs(argsConfig);
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    fail((error as Error).message);
  }
  return { args: parsed.values, positionals: parsed.positionals, config };
}
