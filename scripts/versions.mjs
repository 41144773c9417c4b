// Every tool the build and the tests use is pinned once, in package.json: `devDependencies`
// for the npm tools (binaryen's wasm-opt, terser, playwright-core), `toolVersions` for those
// installed with cargo (Trunk, wasm-bindgen-cli, wasm-split-cli). This module checks that
// the rest agrees with those pins, so a mismatch fails early with a message naming both sides
// instead of as an odd build error:
//   - Cargo.lock's wasm-bindgen crate is exactly the pinned wasm-bindgen-cli (the CLI must
//     match the crate byte for byte), and so is Trunk.toml's `[tools] wasm_bindgen`;
//   - Trunk.toml's `[tools] wasm_opt` is the pinned binaryen's version;
//   - Cargo.lock's wasm_split_helpers/wasm_split_macros (through Leptos) are of the pinned
//     wasm-split-cli's series (0.x.*), whose split points it understands;
//   - installed tools are the pinned versions.
//
//   node scripts/versions.mjs pin <tool>                 prints the pinned version
//   node scripts/versions.mjs check [--installed [tool…]] checks the repo (and installed tools)
//   node scripts/versions.mjs installed <tool>           exits 0 when <tool> is at its pin
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const NPM_TOOLS = ['binaryen', 'terser', 'playwright-core'];
export const CARGO_TOOLS = ['trunk', 'wasm-bindgen-cli', 'wasm_split_cli_support'];
const WHERE = 'package.json (devDependencies, toolVersions)';

/** Tool name -> pinned version, from package.json's text. */
export function readPins(packageJson) {
  const pkg = JSON.parse(packageJson);
  return { ...pkg.toolVersions, ...pkg.devDependencies };
}

/** The versions of crate `name` in Cargo.lock's text (several when the lock has several). */
export function lockedVersions(cargoLock, name) {
  const found = [];
  for (const block of cargoLock.split('[[package]]').slice(1)) {
    const field = (key) => block.match(new RegExp(`^${key} = "([^"]*)"`, 'm'))?.[1];
    if (field('name') === name) found.push(field('version'));
  }
  return found;
}

/** The string value of `key` in the TOML table `[table]` (only what Trunk.toml needs). */
export function tomlString(text, table, key) {
  let current = '';
  for (const line of text.split('\n')) {
    const header = line.match(/^\s*\[([^\]]+)\]\s*$/);
    if (header) current = header[1].trim();
    const pair = line.match(/^\s*([\w-]+)\s*=\s*"([^"]*)"/);
    if (current === table && pair?.[1] === key) return pair[2];
  }
  return undefined;
}

const series = (v) => v.split('.').slice(0, 2).join('.');

/** What in the repository disagrees with the pins; empty when everything agrees. */
export function repoProblems(pins, { cargoLock, trunkToml }) {
  const problems = [];
  for (const tool of [...CARGO_TOOLS, ...NPM_TOOLS]) {
    if (!pins[tool]) problems.push(`${WHERE} pins no version of ${tool}`);
    else if (!/^\d+\.\d+\.\d+$/.test(pins[tool])) problems.push(`${WHERE} must pin ${tool} exactly (x.y.z), not "${pins[tool]}"`);
  }
  if (problems.length) return problems;

  const bindgen = pins['wasm-bindgen-cli'];
  const locked = lockedVersions(cargoLock, 'wasm-bindgen');
  if (locked.length !== 1 || locked[0] !== bindgen) {
    problems.push(`Cargo.lock has wasm-bindgen ${locked.join(', ') || '(none)'} but wasm-bindgen-cli is pinned to ${bindgen}: they must be equal (update the pin in ${WHERE} and Trunk.toml)`);
  }
  const trunkBindgen = tomlString(trunkToml, 'tools', 'wasm_bindgen');
  if (trunkBindgen !== bindgen) {
    problems.push(`Trunk.toml [tools] wasm_bindgen is "${trunkBindgen}" but wasm-bindgen-cli is pinned to ${bindgen}: make them equal`);
  }
  const wasmOpt = `version_${pins.binaryen.split('.')[0]}`;
  const trunkWasmOpt = tomlString(trunkToml, 'tools', 'wasm_opt');
  if (trunkWasmOpt !== wasmOpt) {
    problems.push(`Trunk.toml [tools] wasm_opt is "${trunkWasmOpt}" but binaryen is pinned to ${pins.binaryen}: it must be "${wasmOpt}"`);
  }
  const splitCli = pins.wasm_split_cli_support;
  for (const crate of ['wasm_split_helpers', 'wasm_split_macros']) {
    for (const v of lockedVersions(cargoLock, crate)) {
      if (series(v) !== series(splitCli)) {
        problems.push(`Cargo.lock has ${crate} ${v} (through Leptos) but wasm_split_cli_support is pinned to ${splitCli}: the splitter must be of the ${series(v)}.x series to understand its split points`);
      }
    }
  }
  return problems;
}

/** Which tools are installed at another version than pinned; `found` maps tool -> version. */
export function installedProblems(pins, found) {
  return Object.entries(found)
    .filter(([tool, version]) => version !== pins[tool])
    .map(([tool, version]) => `${version ? `${tool} ${version} is installed` : `${tool} is not installed`} but ${pins[tool]} is pinned: run bash scripts/setup.sh`);
}

const output = (cmd, args) => {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return '';
  }
};

/** The installed version of `tool` (undefined when it is missing). */
export function installedVersion(tool, root = ROOT) {
  if (NPM_TOOLS.includes(tool)) {
    try {
      return JSON.parse(readFileSync(join(root, 'node_modules', tool, 'package.json'), 'utf8')).version;
    } catch {
      return undefined;
    }
  }
  if (tool === 'trunk') return output('trunk', ['--version']).match(/^trunk (\S+)/)?.[1];
  if (tool === 'wasm-bindgen-cli') return output('wasm-bindgen', ['--version']).match(/^wasm-bindgen (\S+)/)?.[1];
  // wasm-split-cli has no --version; cargo knows what it installed.
  if (tool === 'wasm_split_cli_support') return output('cargo', ['install', '--list']).match(/^wasm_split_cli_support v(\S+):/m)?.[1];
  throw new Error(`unknown tool ${tool}`);
}

const readRepo = (root, file) => readFileSync(join(root, file), 'utf8');
export const pinsOf = (root = ROOT) => readPins(readRepo(root, 'package.json'));

/** Every problem with the repo's pins and (for the tools named) with what is installed. */
export function problems({ root = ROOT, installed = [] } = {}) {
  const pins = pinsOf(root);
  const repo = repoProblems(pins, { cargoLock: readRepo(root, 'Cargo.lock'), trunkToml: readRepo(root, 'Trunk.toml') });
  if (repo.length) return repo;
  return installedProblems(pins, Object.fromEntries(installed.map((t) => [t, installedVersion(t, root)])));
}

/** Prints every problem and exits with status 1 if there is any. */
export function exitOnVersionProblems(options) {
  const found = problems(options);
  for (const p of found) console.error(`[versions] ${p}`);
  if (found.length) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...rest] = process.argv.slice(2);
  const pins = pinsOf();
  if (command === 'pin' && pins[rest[0]]) {
    console.log(pins[rest[0]]);
  } else if (command === 'installed' && rest.length === 1) {
    process.exitCode = installedVersion(rest[0]) === pins[rest[0]] ? 0 : 1;
  } else if (command === 'check') {
    exitOnVersionProblems({ installed: rest[0] === '--installed' ? (rest.length > 1 ? rest.slice(1) : [...CARGO_TOOLS, ...NPM_TOOLS]) : [] });
  } else {
    console.error('usage: node scripts/versions.mjs pin <tool> | installed <tool> | check [--installed [tool...]]');
    process.exitCode = 2;
  }
}
