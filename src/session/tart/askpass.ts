import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * ssh's way to take a password from a program instead of a terminal (SSH_ASKPASS, forced): a script
 * that prints the password from a file readable only by this user. The password is never on a command
 * line or in an environment variable; `remove` deletes both files.
 */
export async function askpass(
  password: string,
): Promise<{ env: NodeJS.ProcessEnv; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "desktest-askpass-"));
  await chmod(dir, 0o700);
  const secret = path.join(dir, "password");
  await writeFile(secret, `${password}\n`, { mode: 0o600 });
  const script = path.join(dir, "askpass");
  await writeFile(script, `#!/bin/sh\nexec cat ${JSON.stringify(secret)}\n`, { mode: 0o700 });
  const env: NodeJS.ProcessEnv = { ...process.env, SSH_ASKPASS: script, SSH_ASKPASS_REQUIRE: "force" };
  delete env.SSH_AUTH_SOCK; // this first login is by password, not with whatever the agent holds
  return { env, remove: () => rm(dir, { recursive: true, force: true }) };
}
