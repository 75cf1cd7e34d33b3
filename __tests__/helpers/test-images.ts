/**
 * `npm run test:images`: every image the tests start desktops of, built by the engine itself when missing or
 * stale (current ones are kept, in seconds): the desktop image, the OSWorld image profiles the OSWorld files
 * use, and the Linux VM image. The CI runs it as a step of its own before `npm test`, as a project's CI builds
 * before it tests: after a change to docker/ the builds take minutes of the machine's two cores, which would
 * otherwise fall inside the first test files that need each image (and be counted as their time). The tests do
 * not depend on it: each file still makes sure of its image, and builds it when it is not current.
 */
import Docker from "dockerode";
import { ensureOsworldImage, type OsworldApp } from "../../src/session/docker/osworld-image.ts";
import { ensureLinuxVmImage } from "../../src/session/vm/linux-vm-image.ts";
import prepareDesktops from "./docker-setup.ts";

/** The OSWorld profiles of __tests__/osworld/ (a profile missing here is built by its test, at its cost). */
const OSWORLD_PROFILES: readonly (readonly OsworldApp[])[] = [
  [],
  ["chromium"],
  ["tesseract"],
  ["vlc"],
  ["librosa", "vlc"],
  ["libreoffice"],
];

const started = Date.now();
const say = (what: string) => (line: string) => process.stderr.write(`[${what}] ${line}\n`);
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

await prepareDesktops();
process.stdout.write(`desktop image current (${elapsed()})\n`);
const docker = new Docker();
for (const apps of OSWORLD_PROFILES) {
  const tag = await ensureOsworldImage(docker, apps, {
    onProgress: say(`OSWorld ${apps.join("+") || "base"}`),
  });
  process.stdout.write(`${tag} current (${elapsed()})\n`);
}
const vm = await ensureLinuxVmImage(docker, { onProgress: say("Linux VM image") });
process.stdout.write(`Linux VM image ${vm.hash.slice(0, 12)} current (${elapsed()})\n`);
