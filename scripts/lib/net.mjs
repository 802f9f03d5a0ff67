// Network probes with Node's standard library only: free ports, Redis PING, HTTP readiness,
// the Docker engine's /_ping.
import net from 'node:net';
import http from 'node:http';
import { existsSync } from 'node:fs';
import { sleep } from './proc.mjs';

/** True if nothing listens on host:port (we could bind it ourselves). */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The first free port from `first` on (up to `first + tries - 1`). */
export async function findFreePort(first, { host = '127.0.0.1', tries = 100 } = {}) {
  for (let port = first; port < first + tries; port += 1) {
    if (await isPortFree(port, host)) return port;
  }
  throw new Error(`No free port between ${first} and ${first + tries - 1}.`);
}

/** A port the system picks as free right now. */
export function randomFreePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Sends PING to a Redis server and resolves true on "+PONG". Accepts a redis:// URL or
 * { host, port }. A server that wants a password answers "-NOAUTH" unless the URL carries it.
 */
export function redisPing(target, timeoutMs = 1500) {
  let host = '127.0.0.1';
  let port = 6379;
  let auth;
  if (typeof target === 'string') {
    const url = new URL(target);
    if (url.protocol === 'rediss:') return Promise.resolve(true); // TLS: trust the given URL
    host = url.hostname.replace(/^\[|\]$/g, '') || host;
    port = Number(url.port) || port;
    if (url.password) {
      const user = decodeURIComponent(url.username);
      const password = decodeURIComponent(url.password);
      auth = user ? ['AUTH', user, password] : ['AUTH', password];
    }
  } else {
    ({ host = host, port = port } = target);
  }
  const encode = (words) => `*${words.length}\r\n${words.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join('')}`;
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let answer = '';
    const timer = setTimeout(() => done(false), timeoutMs);
    const done = (result) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    socket.once('error', () => done(false));
    socket.once('close', () => done(false));
    socket.once('connect', () => socket.write((auth ? encode(auth) : '') + 'PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('+PONG')) done(true);
      else if (answer.startsWith('-') || answer.includes('\r\n-')) done(false);
    });
  });
}

/** GET url; resolves { status, body } or { status: 0, error } (never rejects). */
export function httpGet(url, timeoutMs = 2000, options = {}) {
  return new Promise((resolve) => {
    const request = http.get(url, { timeout: timeoutMs, ...options }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        if (body.length < 65536) body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: 0, error }));
  });
}

/**
 * Polls url until it answers 200. Stops early when `exited` (a promise) settles, i.e. the server
 * died. Resolves { ready: true, body } or { ready: false, reason }.
 */
export async function waitForHttp(url, { timeoutMs = 60_000, intervalMs = 300, exited } = {}) {
  let died = false;
  exited?.then(() => (died = true));
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (died) return { ready: false, reason: 'the server exited' };
    const { status, body, error } = await httpGet(url, 2000);
    if (status === 200) return { ready: true, body };
    last = status ? `HTTP ${status} ${body.slice(0, 200)}` : error?.message ?? 'no answer';
    await sleep(intervalMs);
  }
  return { ready: false, reason: `no 200 from ${url} within ${timeoutMs / 1000}s (last: ${last})` };
}

/**
 * Is a Docker engine answering? Probes DOCKER_HOST (unix:// or tcp://), else the usual sockets,
 * with GET /_ping. Resolves { ok, endpoint, host, reason }; `host` is where published ports are.
 */
export async function probeDocker(timeoutMs = 1500) {
  const candidates = [];
  const dockerHost = process.env.DOCKER_HOST;
  if (dockerHost) {
    if (dockerHost.startsWith('unix://')) candidates.push({ socketPath: dockerHost.slice('unix://'.length), host: '127.0.0.1' });
    else if (dockerHost.startsWith('tcp://')) {
      const url = new URL(dockerHost.replace(/^tcp:/, process.env.DOCKER_TLS_VERIFY ? 'https:' : 'http:'));
      if (url.protocol === 'https:') {
        // The TLS client certificates live in DOCKER_CERT_PATH; leave those to the docker CLI.
        return { ok: true, endpoint: dockerHost, host: url.hostname, tls: true };
      }
      candidates.push({ hostname: url.hostname, port: Number(url.port) || 2375, host: url.hostname });
    } else return { ok: false, reason: `DOCKER_HOST=${dockerHost} is not unix:// or tcp://` };
  } else {
    candidates.push({ socketPath: '/var/run/docker.sock', host: '127.0.0.1' });
    if (process.env.XDG_RUNTIME_DIR) candidates.push({ socketPath: `${process.env.XDG_RUNTIME_DIR}/docker.sock`, host: '127.0.0.1' });
  }
  const reasons = [];
  for (const candidate of candidates) {
    const endpoint = candidate.socketPath ? `unix://${candidate.socketPath}` : `tcp://${candidate.hostname}:${candidate.port}`;
    if (candidate.socketPath && !existsSync(candidate.socketPath)) {
      reasons.push(`${candidate.socketPath} does not exist`);
      continue;
    }
    const options = candidate.socketPath ? { socketPath: candidate.socketPath } : {};
    const base = candidate.socketPath ? 'http://localhost' : `http://${candidate.hostname}:${candidate.port}`;
    const { status, body, error } = await httpGet(`${base}/_ping`, timeoutMs, options);
    if (status === 200 && body.trim() === 'OK') return { ok: true, endpoint, host: candidate.host };
    reasons.push(`${endpoint}: ${status ? `HTTP ${status}` : error?.message ?? 'no answer'}`);
  }
  return { ok: false, reason: reasons.join('; ') };
}
