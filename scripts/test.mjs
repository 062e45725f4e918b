// npm test: the checks, then every vitest suite, each step timed. A step is the package.json script of
// the same name, so `npm run lint` and the lint of `npm test` never drift apart.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));

// The checks run side by side (the native typecheck is the shorter lane);
// the tests come alone afterwards, on every core, since some of them measure time.
const checkLanes = [["typecheck"], ["lint", "format:check"]];
const tests = "test:unit";

const env = {
  ...process.env,
  PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
  ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}),
};
const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(5)} s`;
const results = new Map();

/** Runs one script; a check's output is held and printed whole, so two checks never interleave. */
function run(name, { hold }) {
  const started = performance.now();
  const child = spawn(scripts[name], {
    cwd: root,
    env,
    shell: true,
    stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const result = { ok: code === 0, took: performance.now() - started };
      results.set(name, result);
      process.stdout.write(Buffer.concat(output));
      console.log(`${result.ok ? "✓" : "✗"} ${name}: ${scripts[name]} (${seconds(result.took).trim()})`);
      resolve(result.ok);
    });
  });
}

/** A lane's steps one after the other; all run, so one failure does not hide another. */
async function lane(names) {
  let ok = true;
  for (const name of names) ok = (await run(name, { hold: true })) && ok;
  return ok;
}

const started = performance.now();
const checked = (await Promise.all(checkLanes.map(lane))).every(Boolean);
const checksTook = performance.now() - started;
const passed = checked && (await run(tests, { hold: false }));

console.log("\nnpm test, seconds per step:");
for (const name of [...checkLanes.flat(), tests]) {
  const result = results.get(name);
  console.log(
    `  ${result ? (result.ok ? "✓" : "✗") : "-"} ${name.padEnd(13)} ${result ? seconds(result.took) : "  not run"}`,
  );
}
console.log(`    ${"checks".padEnd(13)} ${seconds(checksTook)}  (typecheck beside lint + format)`);
console.log(`    ${"total".padEnd(13)} ${seconds(performance.now() - started)}`);
process.exit(passed ? 0 : 1);
