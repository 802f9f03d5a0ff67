// Throw-away service containers for the tests, through the docker CLI.
import { randomBytes } from 'node:crypto';
import { info } from './log.mjs';
import { capture, onCleanup, run } from './proc.mjs';

/**
 * Runs `image` detached with containerPort published on a random host port, and registers its
 * removal as a clean-up. `host` is where published ports are reachable (127.0.0.1 for a local
 * engine). Resolves { id, name, host, port, remove() }; throws if the image cannot be had or the container fails.
 */
export async function startContainer({ image, containerPort, host, env = {}, command = [] }) {
  const present = await capture('docker', ['image', 'inspect', '--format', '{{.Id}}', image], { timeoutMs: 30_000 });
  if (present.code !== 0) {
    info(`docker pull ${image}`);
    const pull = await run('docker', ['pull', '--quiet', image], { timeoutMs: 300_000 });
    if (pull.code !== 0) throw new Error(`docker pull ${image} failed`);
  }
  const name = `mijozlar-test-${randomBytes(4).toString('hex')}`;
  // A local engine publishes on loopback only; a remote one (DOCKER_HOST=tcp://) on its interfaces.
  const publish = host === '127.0.0.1' ? `127.0.0.1::${containerPort}` : String(containerPort);
  const args = ['run', '--detach', '--rm', '--name', name, '--label', 'mijozlar.test=1', '--publish', publish];
  for (const [key, value] of Object.entries(env)) args.push('--env', `${key}=${value}`);
  const started = await capture('docker', [...args, image, ...command], { timeoutMs: 120_000 });
  if (started.code !== 0) throw new Error(`docker run ${image} failed: ${started.stderr.trim()}`);
  const id = started.stdout.trim();
  const remove = onCleanup(async () => {
    info(`Removing container ${name} (${image})`);
    await capture('docker', ['rm', '--force', '--volumes', id], { timeoutMs: 60_000 });
  });
  const mapping = await capture('docker', ['port', id, `${containerPort}/tcp`], { timeoutMs: 30_000 });
  const port = Number(mapping.stdout.trim().split('\n')[0]?.split(':').pop());
  if (!port) {
    await remove();
    throw new Error(`could not read the published port of ${name}: ${mapping.stderr.trim()}`);
  }
  return { id, name, host, port, remove };
}
