import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

/** A private PostgreSQL server for a test file (Debian's postgresql package), on a free port. */
export interface PostgresServer {
  /** A connection string for a fresh, empty database. */
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

function binDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, "bin")).find((dir) => existsSync(path.join(dir, "initdb")));
}

/** Whether this machine can run one (CI installs postgresql; see .ci/run). */
export const postgresAvailable = binDir() !== undefined;

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir();
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install postgresql)");
  const dir = mkdtempSync(path.join(tmpdir(), "desktest-pg-"));
  const data = path.join(dir, "data");
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root, run it as the package's postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const argv = asRoot
      ? ["runuser", "-u", "postgres", "--", path.join(bin, program), ...args]
      : [path.join(bin, program), ...args];
    const result = spawnSync(argv[0]!, argv.slice(1), { encoding: "utf8", cwd: dir });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  run("initdb", ["-D", data, "-U", "desktest", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  run("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(dir, "log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    "start",
  ]);
  const { default: pg } = await import("pg");
  return {
    async createDatabase(name: string) {
      const admin = new pg.Client({ connectionString: `postgres://desktest@127.0.0.1:${port}/postgres` });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      return `postgres://desktest@127.0.0.1:${port}/${name}`;
    },
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
