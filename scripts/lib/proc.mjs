// Child processes, clean-up on exit and signal handling for the start and test scripts.
//
// Long-running children (the API server, the test runners) are started in their own process
// group, so that stopping one also stops what it spawned (pnpm → jest → jest workers), and so
// that Ctrl-C reaches them only through us, in the order we choose. Short commands that may
// talk to the terminal (pnpm install can ask a question) stay in our group.
import { spawn, execFile } from 'node:child_process';
import { accessSync, constants, openSync, closeSync, mkdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { info, warn } from './log.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const isWindows = process.platform === 'win32';

const groups = new Set(); // running children that lead a process group
const cleanups = [];

/**
 * Registers work to do before exiting (run last-registered first, also on Ctrl-C). Returns a
 * function that runs it now instead, once.
 */
export function onCleanup(fn) {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    await fn();
  };
  cleanups.push(once);
  return async () => {
    const i = cleanups.indexOf(once);
    if (i >= 0) cleanups.splice(i, 1);
    await once();
  };
}

export async function runCleanups() {
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch (error) {
      warn(`clean-up step failed: ${error?.message ?? error}`);
    }
  }
}

let exiting = false;

/** True once exit() has begun (e.g. after Ctrl-C): work still under way should not report. */
export function isExiting() {
  return exiting;
}

/** Once we are exiting, never resolves: work in progress stops where it is. */
function untilNotExiting() {
  return exiting ? new Promise(() => {}) : Promise.resolve();
}

/** Runs the clean-ups, then exits with code. Only the first call counts; later ones wait forever. */
export async function exit(code) {
  if (exiting) return new Promise(() => {});
  exiting = true;
  await runCleanups();
  process.exit(code);
}

/**
 * On SIGINT, SIGTERM or SIGHUP: stop the process groups we started, run the clean-ups, exit with
 * `exitCode(signal)`. A second signal kills everything at once.
 */
export function handleSignals({ exitCode = (signal) => (signal === 'SIGINT' ? 130 : 143) } = {}) {
  let stopping = false;
  const onSignal = (signal) => {
    if (stopping) {
      warn(`${signal} again: killing everything now.`);
      for (const child of groups) killGroup(child, 'SIGKILL');
      process.exit(exitCode(signal));
    }
    stopping = true;
    console.log('');
    info(`${signal} received: stopping (press Ctrl-C again to kill at once)…`);
    for (const child of groups) killGroup(child, 'SIGTERM');
    exit(exitCode(signal));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);
}

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (isWindows) child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/**
 * Starts a command. Options: env, cwd (default: the repo root), group (own process group, stdin
 * closed), logFile (stdout and stderr appended there instead of our terminal), shell.
 * Returns { child, exited: Promise<{code, signal}>, stop(graceMs) }.
 */
export function start(command, args, { env = process.env, cwd = root, group = false, logFile, shell = false } = {}) {
  let out = 'inherit';
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true });
    out = openSync(logFile, 'a');
  }
  const detached = group && !isWindows;
  const child = spawn(command, args, {
    cwd,
    env,
    shell,
    detached,
    stdio: [group || logFile ? 'ignore' : 'inherit', out, out],
  });
  if (typeof out === 'number') closeSync(out);
  if (detached) groups.add(child);

  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      groups.delete(child);
      resolve({ code: 127, signal: null, error });
    });
    child.once('exit', (code, signal) => {
      groups.delete(child);
      resolve({ code, signal });
    });
  });

  /** SIGTERM to the whole group, SIGKILL after graceMs. */
  async function stop(graceMs = 10_000) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return exited;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => {
      warn(`${command} did not stop within ${graceMs / 1000}s; killing it.`);
      killGroup(child, 'SIGKILL');
    }, graceMs);
    const result = await exited;
    clearTimeout(timer);
    return result;
  }

  return { child, exited, stop };
}

/**
 * Runs a command to completion. With timeoutMs, stops it after that long.
 * Resolves { code, signal, timedOut, ms, error }; never rejects.
 */
export async function run(command, args, options = {}) {
  await untilNotExiting();
  const began = Date.now();
  const proc = start(command, args, options);
  let timedOut = false;
  let timer;
  if (options.timeoutMs) {
    timer = setTimeout(() => {
      timedOut = true;
      warn(`${[command, ...args].join(' ')} exceeded ${Math.round(options.timeoutMs / 60_000)} min; stopping it.`);
      proc.stop(10_000);
    }, options.timeoutMs);
  }
  const result = await proc.exited;
  clearTimeout(timer);
  await untilNotExiting(); // stopped by Ctrl-C: the caller must not go on to its next step
  if (result.error) warn(`could not run ${command}: ${result.error.message}`);
  return { ...result, timedOut, ms: Date.now() - began };
}

/** Runs a short command and captures its output. Resolves { code, stdout, stderr }; never rejects. */
export function capture(command, args, { env = process.env, cwd = root, timeoutMs = 30_000, shell = false } = {}) {
  return new Promise((resolve) => {
    execFile(command, args, { env, cwd, timeout: timeoutMs, shell, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout: String(stdout ?? ''), stderr: String(stderr ?? ''), error });
    });
  });
}

/** The full path of an executable found on PATH, or undefined. */
export function which(name) {
  const extensions = isWindows ? (process.env.PATHEXT ?? '.EXE;.CMD').split(';') : [''];
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    for (const ext of extensions) {
      const candidate = join(dir, name + ext);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Node with the version check both scripts start with. */
export function requireNode(major = 20) {
  const current = Number(process.versions.node.split('.')[0]);
  if (current < major) {
    console.error(`Node ${major} or newer is required (this is Node ${process.versions.node}).`);
    process.exit(1);
  }
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

