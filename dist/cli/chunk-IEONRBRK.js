import { createRequire as __dtRequire } from 'node:module'; import { fileURLToPath as __dtPath } from 'node:url'; import { dirname as __dtDir } from 'node:path'; const require = __dtRequire(import.meta.url); const __filename = __dtPath(import.meta.url); const __dirname = __dtDir(__filename);

// src/session/docker/osworld-profile-tags.ts
var OSWORLD_APPS = ["chromium", "gimp", "libreoffice", "thunderbird", "vlc"];
var OSWORLD_IMAGE_REPO = "desktest-desktop";
var TAG_PREFIX = "osworld";
function osworldImageTag(apps) {
  const sorted = [...new Set(apps)].sort();
  return `${OSWORLD_IMAGE_REPO}:${[TAG_PREFIX, ...sorted].join("-")}`;
}
function appsOfOsworldImage(image) {
  const match = /^desktest-desktop:osworld((?:-[a-z]+)*)$/.exec(image);
  if (!match) return void 0;
  const apps = match[1].split("-").filter(Boolean);
  return apps.every((a) => OSWORLD_APPS.includes(a)) ? apps : void 0;
}

export {
  OSWORLD_APPS,
  osworldImageTag,
  appsOfOsworldImage
};
