/** Variable names whose values are credentials: API keys, tokens, secrets, passwords, private keys. */
const SECRET_NAME = /(API_?KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|PRIVATE_?KEY|AUTH)/i;

/** Shorter values are not taken as secrets from a variable's name alone (`AUTH=1` is a switch). */
const MIN_VALUE_CHARS = 8;

/** Command-line options whose value is a credential. */
const SECRET_OPTIONS = new Set(["--api-key"]);

/**
 * The credentials a process was given in its environment (by the variable's name: `ANTHROPIC_API_KEY`,
 * `MY_DEPLOY_TOKEN`, …) and on its command line (`--api-key`): what the console's redactor removes from
 * every line, whatever route a value took to get there.
 */
export function environmentSecrets(env: NodeJS.ProcessEnv, argv: readonly string[] = []): string[] {
  const values: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value && value.length >= MIN_VALUE_CHARS && SECRET_NAME.test(name)) values.push(value);
  }
  argv.forEach((arg, i) => {
    const [option, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!SECRET_OPTIONS.has(option)) return;
    const value = inline ?? argv[i + 1];
    if (value) values.push(value);
  });
  return values;
}
