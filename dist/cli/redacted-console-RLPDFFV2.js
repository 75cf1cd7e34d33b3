import {
  Redactor
} from "./chunk-L7PK2PAX.js";
import "./chunk-JZL7SQM4.js";

// src/secrets/environment-secrets.ts
var SECRET_NAME = /(API_?KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|PRIVATE_?KEY|AUTH)/i;
var MIN_VALUE_CHARS = 8;
var SECRET_OPTIONS = /* @__PURE__ */ new Set(["--api-key"]);
function environmentSecrets(env, argv = []) {
  const values = [];
  for (const [name, value] of Object.entries(env)) {
    if (value && value.length >= MIN_VALUE_CHARS && SECRET_NAME.test(name)) values.push(value);
  }
  argv.forEach((arg, i) => {
    const [option, inline] = arg.split(/=(.*)/s, 2);
    if (!SECRET_OPTIONS.has(option)) return;
    const value = inline ?? argv[i + 1];
    if (value) values.push(value);
  });
  return values;
}

// src/cli/redacted-console.ts
function redactedConsole(io, argv) {
  const redactor = new Redactor(environmentSecrets(io.env, argv));
  return {
    ...io,
    stdout: (text) => io.stdout(redactor.redact(text)),
    stderr: (text) => io.stderr(redactor.redact(text))
  };
}
export {
  redactedConsole
};
