#!/usr/bin/env node
/*
 * The CLI's entry. It imports nothing statically: on a Node older than the one desktest needs, a module
 * of the CLI would fail to link (`SyntaxError: … does not provide an export named 'getCACertificates'`)
 * before any of it ran. So the version is checked first, with one line and exit code 2 (a configuration
 * error: ExitCode.config) when it is too old, and only then is the CLI loaded.
 */
const REQUIRED_NODE_MAJOR = 24;

const major = Number(process.versions.node.split(".")[0]);
if (!(major >= REQUIRED_NODE_MAJOR)) {
  process.stderr.write(
    `desktest needs Node.js ${REQUIRED_NODE_MAJOR} or later, and this is Node.js ${process.version}: install Node.js ${REQUIRED_NODE_MAJOR} (or use a version manager) and run desktest again.\n`,
  );
  process.exitCode = 2;
} else {
  await import("./start.ts");
}
