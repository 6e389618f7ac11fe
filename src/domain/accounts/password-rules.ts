import { message, type Message } from "../i18n/message";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-limits";

export { PASSWORD_MIN_LENGTH };
/** zxcvbn's 0–4 scale: 3 is "safely unguessable" (about 10^8 guesses and more, offline slow hash). */
const MIN_STRENGTH = 3;

// The dictionaries ship in the npm packages: common and leaked passwords, English words and names.
// Loading (~1.5 MB of code) and ranking them takes tens of megabytes, so both happen at the first
// password checked, not at start.
let estimator: Promise<import("@zxcvbn-ts/core").ZxcvbnFactory> | undefined;
/**
 * A dynamically imported CommonJS package's exports: in the server bundle (esbuild, split) they sit under
 * `default`, under tsx as named exports. Reading only the named ones broke sign-up in the bundle.
 */
const exportsOf = <T extends object>(module: T): T => ("default" in module ? (module.default as T) : module);
const getEstimator = () =>
  (estimator ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(([core, common, english]) => {
    const { ZxcvbnFactory } = exportsOf(core);
    const { dictionary, adjacencyGraphs } = exportsOf(common);
    const en = exportsOf(english);
    return new ZxcvbnFactory({
      dictionary: { ...dictionary, ...en.dictionary },
      graphs: adjacencyGraphs,
      translations: en.translations,
    });
  }));

/**
 * Why a new password is refused, or null when it may be used. `context` holds words the account
 * itself makes easy to guess (e-mail, name, organisation), which count against the password.
 */
export async function passwordProblem(password: string, context: string[] = []): Promise<Message | null> {
  if (password.length < PASSWORD_MIN_LENGTH)
    return message("Use at least {{min}} characters", { min: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH) return message("Password is too long");
  const words = context.flatMap((c) => c.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);
  const result = (await getEstimator()).check(password, words);
  if (result.score >= MIN_STRENGTH) return null;
  const dictionaries = result.sequence.map((part) => ("dictionaryName" in part ? String(part.dictionaryName) : ""));
  if (dictionaries.some((name) => name.startsWith("passwords")))
    return message("This password is too common: it appears in lists of leaked passwords");
  if (dictionaries.includes("userInputs"))
    return message("Do not build the password from your name, e-mail or organisation");
  return message("This password is too easy to guess: add more words or characters");
}
