/**
 * Static checks of the container set-up: docker-compose.yml, the Dockerfiles, apps/web/nginx.conf,
 * .dockerignore and .env.example. Docker cannot run on the development machines, so these tests
 * catch what would otherwise only fail on `docker compose up`: a script or a file that does not
 * exist, a port or a volume that does not line up, a secret with a default, a variable nobody
 * documented.
 *
 * Every check collects all of its problems and fails with the list, so one run shows everything.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../apps/web/security-headers';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const abs = (p: string) => path.join(ROOT, p);
const read = (p: string) => readFileSync(abs(p), 'utf8');
const COMPOSE_FILE = 'docker-compose.yml';

// ---------------------------------------------------------------------------------------------
// Workspace packages
// ---------------------------------------------------------------------------------------------

type Pkg = {
  name: string;
  dir: string; // relative to ROOT, '.' for the root package
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  packageManager?: string;
};

function readPkg(dir: string): Pkg {
  const json = JSON.parse(read(path.join(dir, 'package.json'))) as Partial<Pkg>;
  return {
    name: json.name ?? dir,
    dir,
    scripts: json.scripts ?? {},
    dependencies: json.dependencies ?? {},
    devDependencies: json.devDependencies ?? {},
    packageManager: json.packageManager,
  };
}

function workspacePackages(): Pkg[] {
  const ws = parse(read('pnpm-workspace.yaml')) as { packages?: string[] };
  const dirs = new Set<string>();
  for (const pattern of ws.packages ?? []) {
    if (pattern.endsWith('/*')) {
      const parent = pattern.slice(0, -2);
      if (!existsSync(abs(parent))) continue;
      for (const entry of readdirSync(abs(parent))) dirs.add(`${parent}/${entry}`);
    } else dirs.add(pattern);
  }
  return [...dirs].filter((d) => existsSync(abs(path.join(d, 'package.json')))).map(readPkg);
}

const rootPkg = readPkg('.');
const packages = workspacePackages();

/** Workspace packages `pkg` depends on (workspace: protocol), transitively, without `pkg`. */
function workspaceDeps(pkg: Pkg, seen = new Set<string>()): Pkg[] {
  const out: Pkg[] = [];
  for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
    if (!range.startsWith('workspace:') || seen.has(name)) continue;
    seen.add(name);
    const dep = packages.find((p) => p.name === name);
    if (dep) out.push(dep, ...workspaceDeps(dep, seen));
  }
  return out;
}

/** Resolves a pnpm --filter selector (`@portal/cms...`, `./apps/cms`, `@portal/*`) to packages. */
function resolveSelector(selector: string): { pkgs: Pkg[]; withDeps: boolean } {
  let s = selector.replace(/^!/, '');
  const withDeps = s.endsWith('...');
  s = s
    .replace(/\.\.\.$/, '')
    .replace(/^\.\.\./, '')
    .replace(/\^$/, '')
    .replace(/^\^/, '');
  if (s.startsWith('.') || s.startsWith('{')) {
    const dir = path.normalize(s.replace(/^\{|\}$/g, ''));
    return { pkgs: packages.filter((p) => path.normalize(p.dir) === dir), withDeps };
  }
  const re = new RegExp(`^${s.split('*').map(escapeRe).join('.*')}$`);
  return { pkgs: packages.filter((p) => re.test(p.name)), withDeps };
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ---------------------------------------------------------------------------------------------
// docker-compose.yml
// ---------------------------------------------------------------------------------------------

type Healthcheck = { test?: string | string[]; disable?: boolean };
type Build = { context?: string; dockerfile?: string; args?: Record<string, unknown> | string[] };
type PortSpec = string | number | { target: number; published?: string | number };
type VolumeSpec = string | { type?: string; source?: string; target: string };
type Service = {
  image?: string;
  build?: string | Build;
  ports?: PortSpec[];
  environment?: Record<string, unknown> | string[];
  volumes?: VolumeSpec[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: Healthcheck;
  restart?: string;
  profiles?: string[];
  networks?: string[] | Record<string, { aliases?: string[] } | null>;
  command?: string | string[];
};
type Compose = { services?: Record<string, Service>; volumes?: Record<string, unknown> };

const composeText = read(COMPOSE_FILE);
// Merge keys (`<<: *anchor`) as Compose reads them: the replicas profile shares the CMS settings.
const compose = parse(composeText, { merge: true }) as Compose;
const services: Record<string, Service> = compose.services ?? {};

function envOf(service: Service | undefined): Record<string, string> {
  const env = service?.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((line) => {
        const i = line.indexOf('=');
        return i < 0 ? [line, ''] : [line.slice(0, i), line.slice(i + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));
}

/** Published ports as { host, container }: "8080:80", "127.0.0.1:8080:80", "1025:1025/tcp", long syntax. */
function portsOf(service: Service | undefined): { host: number | undefined; container: number }[] {
  return (service?.ports ?? []).map((p) => {
    if (typeof p === 'object') return { host: p.published ? Number(p.published) : undefined, container: p.target };
    const parts = String(p)
      .replace(/\/(tcp|udp)$/, '')
      .split(':');
    const container = Number(parts.at(-1));
    return { host: parts.length > 1 ? Number(parts.at(-2)) : undefined, container };
  });
}

function dependsOn(service: Service | undefined): Record<string, string> {
  const deps = service?.depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((d) => [d, 'service_started']));
  return Object.fromEntries(Object.entries(deps).map(([k, v]) => [k, v?.condition ?? 'service_started']));
}

/** Named volumes a service mounts, as { name, target }; bind mounts (./x, /x, ~/x) are left out. */
function namedVolumesOf(service: Service): { name: string; target: string }[] {
  const out: { name: string; target: string }[] = [];
  for (const v of service.volumes ?? []) {
    if (typeof v === 'string') {
      const [source = '', target] = v.split(':');
      if (target && !/^[./~]/.test(source)) out.push({ name: source, target });
    } else if ((v.type ?? 'volume') === 'volume' && v.source) out.push({ name: v.source, target: v.target });
  }
  return out;
}

function buildOf(service: Service | undefined): { context: string; dockerfile: string; args: Record<string, string> } {
  const b = service?.build;
  if (b === undefined) return { context: '', dockerfile: '', args: {} };
  if (typeof b === 'string') return { context: b, dockerfile: path.join(b, 'Dockerfile'), args: {} };
  const context = b.context ?? '.';
  const args = Array.isArray(b.args)
    ? Object.fromEntries(b.args.map((a) => [a.split('=')[0] ?? a, a.split('=').slice(1).join('=')]))
    : Object.fromEntries(Object.entries(b.args ?? {}).map(([k, v]) => [k, String(v)]));
  return { context, dockerfile: path.join(context, b.dockerfile ?? 'Dockerfile'), args };
}

type Interpolation = { name: string; op: string; arg: string; raw: string };

/** Every ${VAR}, ${VAR:-x}, ${VAR:?msg}, $VAR in a text; `$$` (a literal $ for the container) is skipped. */
function interpolations(text: string): Interpolation[] {
  const out: Interpolation[] = [];
  const re = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;
  for (const m of text.matchAll(re)) {
    if (m[0] === '$$') continue;
    if (m[1]) out.push({ name: m[1], op: m[2] ?? '', arg: m[3] ?? '', raw: m[0] });
    else if (m[4]) out.push({ name: m[4], op: '', arg: '', raw: m[0] });
  }
  return out;
}

/** The value compose would use when the variable is not set in .env (defaults applied). */
function withDefaults(value: string): string {
  return value.replace(/\$\{[A-Za-z_][A-Za-z0-9_]*(?::?-([^}]*))?[^}]*\}/g, (_m, def: string | undefined) => def ?? '');
}

const REQUIRED_RE = /^\$\{([A-Za-z_][A-Za-z0-9_]*):\?[^}]+\}$/;
/** Names that hold secrets wherever they appear. */
const SECRET_NAME_RE = /(PASSWORD|SECRET|SALT|TOKEN|_KEY$|_KEYS$)/;
/** Secrets the CMS needs in production and the database password: each must be required. */
const REQUIRED_CMS_SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
  'JWT_SECRET',
  'DATABASE_PASSWORD',
];

// ---------------------------------------------------------------------------------------------
// Dockerfiles
// ---------------------------------------------------------------------------------------------

type Instruction = { keyword: string; args: string; line: number };
type Stage = { image: string; name?: string; index: number; instructions: Instruction[] };

/** Instructions with `\` continuations joined and comments dropped, split into stages at FROM. */
function parseDockerfile(text: string): Stage[] {
  const instructions: Instruction[] = [];
  let buffer = '';
  let start = 0;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (buffer === '' && (line === '' || line.startsWith('#'))) return;
    if (buffer !== '' && line.startsWith('#')) return; // comment inside a continuation
    if (buffer === '') start = i + 1;
    if (line.endsWith('\\')) {
      buffer += `${line.slice(0, -1).trim()} `;
      return;
    }
    buffer += line;
    const m = /^(\S+)\s*([\s\S]*)$/.exec(buffer.trim());
    if (m?.[1]) instructions.push({ keyword: m[1].toUpperCase(), args: (m[2] ?? '').trim(), line: start });
    buffer = '';
  });
  const stages: Stage[] = [];
  for (const ins of instructions) {
    if (ins.keyword === 'FROM') {
      const words = ins.args.split(/\s+/).filter((w) => !w.startsWith('--'));
      const asIndex = words.findIndex((w) => w.toUpperCase() === 'AS');
      stages.push({
        image: words[0] ?? '',
        name: asIndex > 0 ? words[asIndex + 1] : undefined,
        index: stages.length,
        instructions: [],
      });
    } else stages.at(-1)?.instructions.push(ins);
  }
  return stages;
}

/** Exec form (JSON array) or shell words; quotes around single words are removed. */
function words(args: string): string[] {
  if (args.startsWith('[')) {
    try {
      return (JSON.parse(args) as unknown[]).map(String);
    } catch {
      /* not JSON: shell form */
    }
  }
  return (args.match(/"[^"]*"|'[^']*'|\S+/g) ?? []).map((w) => w.replace(/^(["'])(.*)\1$/, '$2'));
}

/** COPY/ADD → { from, sources, dest }, flags removed. */
function parseCopy(args: string): { from?: string; sources: string[]; dest: string } {
  const all = words(args);
  const flags = args.startsWith('[') ? [] : all.filter((w) => w.startsWith('--'));
  const rest = args.startsWith('[') ? all : all.filter((w) => !w.startsWith('--'));
  const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: rest.slice(0, -1), dest: rest.at(-1) ?? '' };
}

/** Shell commands of a RUN (or shell-form CMD), split at && || ; |, RUN flags removed. */
function shellCommands(args: string): string[][] {
  const body = args.replace(/^(--\S+\s+)+/, '');
  return body
    .split(/&&|\|\||;|\|/)
    .map((c) => words(c.trim()))
    .map((ws) => {
      let i = 0;
      while (i < ws.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(ws[i] ?? '')) i++; // VAR=value prefixes
      return ws.slice(i);
    })
    .filter((ws) => ws.length > 0);
}

const PNPM_VALUE_FLAGS = new Set(['--filter', '-F', '--store-dir', '--dir', '-C', '--reporter', '--loglevel']);
// prettier-ignore
const PNPM_BUILTINS = new Set([
  'install', 'i', 'add', 'remove', 'rm', 'update', 'up', 'deploy', 'fetch', 'exec', 'dlx', 'prune', 'rebuild',
  'store', 'config', 'list', 'ls', 'why', 'pack', 'publish', 'link', 'unlink', 'import', 'setup', 'env', 'audit',
  'outdated', 'licenses', 'patch', 'create', 'init', 'help', 'root', 'bin',
]);

type PnpmCall = { filters: string[]; command?: string; script?: string; positionals: string[] };

function parsePnpm(ws: string[]): PnpmCall {
  const filters: string[] = [];
  const positionals: string[] = [];
  for (let i = 1; i < ws.length; i++) {
    const w = ws[i] ?? '';
    if (w.startsWith('--filter=')) filters.push(w.slice('--filter='.length));
    else if (PNPM_VALUE_FLAGS.has(w)) {
      if (w === '--filter' || w === '-F') filters.push(ws[i + 1] ?? '');
      i++;
    } else if (!w.startsWith('-')) positionals.push(w);
  }
  const command = positionals[0];
  let script: string | undefined;
  if (command === 'run' || command === 'run-script') script = positionals[1];
  else if (command && !PNPM_BUILTINS.has(command)) script = command;
  return { filters, command, script, positionals };
}

type DockerfileInfo = { file: string; dir: string; stages: Stage[]; service: string; context: string };

function dockerfiles(): DockerfileInfo[] {
  return Object.entries(services)
    .filter(([, s]) => s.build !== undefined)
    .map(([service, s]) => {
      const { context, dockerfile } = buildOf(s);
      const file = path.normalize(dockerfile);
      const stages = existsSync(abs(file)) ? parseDockerfile(read(file)) : [];
      return { file, dir: path.dirname(file), stages, service, context: path.normalize(context) };
    });
}

/** The package a bare `npm run x` / `pnpm run x` refers to: the root at the workspace root, else the Dockerfile's package. */
function contextPackage(df: DockerfileInfo, stage: Stage, workdir: string): Pkg | undefined {
  const wsRoot = workspaceRootDir(stage);
  if (wsRoot && workdir === wsRoot) return rootPkg;
  return packages.find((p) => path.normalize(p.dir) === df.dir);
}

/** WORKDIR into which pnpm-lock.yaml is copied (the workspace root inside the image). */
function workspaceRootDir(stage: Stage): string | undefined {
  let workdir = '/';
  for (const ins of stage.instructions) {
    if (ins.keyword === 'WORKDIR') workdir = path.posix.resolve(workdir, ins.args);
    if (ins.keyword === 'COPY' && parseCopy(ins.args).sources.includes('pnpm-lock.yaml')) return workdir;
  }
  return undefined;
}

function nodeMajor(image: string): number | undefined {
  const m = /^(?:docker\.io\/)?(?:library\/)?node:(\d+)/.exec(image);
  return m?.[1] ? Number(m[1]) : undefined;
}

function exposedPorts(stage: Stage): number[] {
  return stage.instructions
    .filter((i) => i.keyword === 'EXPOSE')
    .flatMap((i) => i.args.split(/\s+/))
    .map((p) => Number(p.replace(/\/(tcp|udp)$/, '')));
}

// ---------------------------------------------------------------------------------------------
// .dockerignore (Docker's rules: last matching pattern wins, `!` re-includes, `**` spans dirs,
// a pattern that matches a directory excludes everything below it)
// ---------------------------------------------------------------------------------------------

function dockerignore(context: string): (p: string) => boolean {
  const file = path.join(context, '.dockerignore');
  const patterns = existsSync(abs(file))
    ? read(file)
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#'))
    : [];
  const compiled = patterns.map((raw) => {
    const negate = raw.startsWith('!');
    const pattern = path.posix.normalize(raw.replace(/^!/, '').replace(/^\/+/, ''));
    let re = '';
    for (let i = 0; i < pattern.length; i++) {
      const c = pattern[i] ?? '';
      if (c === '*' && pattern[i + 1] === '*') {
        re += '.*';
        i++;
        if (pattern[i + 1] === '/') i++;
      } else if (c === '*') re += '[^/]*';
      else if (c === '?') re += '[^/]';
      else re += escapeRe(c);
    }
    return { negate, re: new RegExp(`^${re}$`) };
  });
  return (p: string) => {
    const parts = path.posix.normalize(p).split('/');
    const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let ignored = false;
    for (const { negate, re } of compiled) {
      if (candidates.some((c) => re.test(c))) ignored = !negate;
    }
    return ignored;
  };
}

/** Files (relative to ROOT) matching a COPY source with a glob in its last segment. */
function globFiles(source: string): string[] {
  const dir = path.dirname(source);
  if (!existsSync(abs(dir))) return [];
  const re = new RegExp(
    `^${path
      .basename(source)
      .split('')
      .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : escapeRe(c)))
      .join('')}$`,
  );
  return readdirSync(abs(dir))
    .filter((f) => re.test(f))
    .map((f) => path.join(dir, f));
}

// ---------------------------------------------------------------------------------------------
// nginx.conf (a small block parser: directives, blocks, quotes, comments)
// ---------------------------------------------------------------------------------------------

type NginxNode = { name: string; args: string[]; children: NginxNode[] };

function parseNginx(text: string): NginxNode[] {
  const tokens = (text.replace(/#[^\n]*/g, '').match(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[{};]|[^\s{};]+/g) ?? []).map(
    (t) => (/^["']/.test(t) ? t.slice(1, -1) : t),
  );
  let i = 0;
  const block = (): NginxNode[] => {
    const nodes: NginxNode[] = [];
    while (i < tokens.length) {
      const t = tokens[i++] ?? '';
      if (t === '}') return nodes;
      const args: string[] = [];
      while (i < tokens.length && tokens[i] !== ';' && tokens[i] !== '{') args.push(tokens[i++] ?? '');
      const end = tokens[i++];
      nodes.push({ name: t, args, children: end === '{' ? block() : [] });
    }
    return nodes;
  };
  return block();
}

const find = (nodes: NginxNode[], name: string) => nodes.filter((n) => n.name === name);
const location = (server: NginxNode, ...args: string[]) =>
  find(server.children, 'location').find((l) => l.args.join(' ') === args.join(' '));

// =============================================================================================
// Tests
// =============================================================================================

describe('docker-compose.yml', () => {
  const EXPECTED = ['postgres', 'cms', 'web', 'mailcatcher'];

  it('defines the postgres, cms, web and mailcatcher services', () => {
    const missing = EXPECTED.filter((s) => !(s in services));
    expect(missing, `services missing from ${COMPOSE_FILE}`).toEqual([]);
  });

  it('uses pinned images for the services that are not built here', () => {
    expect(services.postgres?.image, 'postgres image').toBe('postgres:16-alpine');
    expect(services.mailcatcher?.image, 'mailcatcher image').toBe('maildev/maildev:2.2.1');
    const unpinned = Object.entries(services)
      .filter(([, s]) => s.image && s.build === undefined && (!s.image.includes(':') || s.image.endsWith(':latest')))
      .map(([n, s]) => `${n}: ${s.image}`);
    expect(unpinned, 'images without a version tag').toEqual([]);
  });

  it('publishes web on 8080:80, cms on 1337 and the mail catcher on 1080 (web) and 1025 (smtp)', () => {
    const has = (svc: string, host: number, container: number) =>
      portsOf(services[svc]).some((p) => p.host === host && p.container === container);
    const problems = [
      !has('web', 8080, 80) && 'web must publish "8080:80"',
      !has('cms', 1337, 1337) && 'cms must publish "1337:1337"',
      !has('mailcatcher', 1080, 1080) && 'mailcatcher must publish "1080:1080" (web UI)',
      !has('mailcatcher', 1025, 1025) && 'mailcatcher must publish "1025:1025" (SMTP)',
    ].filter(Boolean);
    expect(problems, 'published ports').toEqual([]);
  });

  it('gives every service a healthcheck and a restart policy', () => {
    const problems: string[] = [];
    for (const [name, s] of Object.entries(services)) {
      const test = s.healthcheck?.test;
      const testText = Array.isArray(test) ? test.join(' ') : (test ?? '');
      if (!s.healthcheck || s.healthcheck.disable || testText === '' || /^NONE\b/.test(testText))
        problems.push(`${name}: no healthcheck`);
      if (s.restart !== 'unless-stopped')
        problems.push(`${name}: restart is "${s.restart}", expected "unless-stopped"`);
    }
    expect(problems, 'healthchecks and restart policies').toEqual([]);
  });

  it('declares every named volume a service mounts (and mounts every declared one)', () => {
    const declared = Object.keys(compose.volumes ?? {});
    const used = Object.values(services).flatMap((s) => namedVolumesOf(s).map((v) => v.name));
    const undeclared = [...new Set(used)].filter((v) => !declared.includes(v)).map((v) => `used, not declared: ${v}`);
    const unused = declared.filter((v) => !used.includes(v)).map((v) => `declared, never mounted: ${v}`);
    expect([...undeclared, ...unused], 'top-level `volumes:`').toEqual([]);
    expect(namedVolumesOf(services.postgres ?? {}), 'postgres data volume').toContainEqual({
      name: 'pgdata',
      target: '/var/lib/postgresql/data',
    });
    expect(namedVolumesOf(services.cms ?? {}), 'cms uploads volume').toContainEqual({
      name: 'uploads',
      target: '/app/public/uploads',
    });
  });

  it('points the CMS at the postgres service with the credentials postgres is created with', () => {
    const cms = envOf(services.cms);
    const pg = envOf(services.postgres);
    const problems = [
      cms.DATABASE_CLIENT !== 'postgres' && `DATABASE_CLIENT is "${cms.DATABASE_CLIENT}", expected "postgres"`,
      cms.DATABASE_HOST !== 'postgres' && `DATABASE_HOST is "${cms.DATABASE_HOST}", expected "postgres"`,
      !('postgres' in services) && 'DATABASE_HOST names a service that does not exist',
      cms.DATABASE_NAME !== pg.POSTGRES_DB && `DATABASE_NAME (${cms.DATABASE_NAME}) ≠ POSTGRES_DB (${pg.POSTGRES_DB})`,
      cms.DATABASE_USERNAME !== pg.POSTGRES_USER &&
        `DATABASE_USERNAME (${cms.DATABASE_USERNAME}) ≠ POSTGRES_USER (${pg.POSTGRES_USER})`,
      cms.DATABASE_PASSWORD !== pg.POSTGRES_PASSWORD &&
        `DATABASE_PASSWORD (${cms.DATABASE_PASSWORD}) ≠ POSTGRES_PASSWORD (${pg.POSTGRES_PASSWORD})`,
      withDefaults(pg.POSTGRES_DB ?? '') !== 'portal' &&
        `POSTGRES_DB defaults to "${withDefaults(pg.POSTGRES_DB ?? '')}"`,
    ].filter(Boolean);
    expect(problems, 'cms ↔ postgres').toEqual([]);
  });

  it('configures the CMS for production behind nginx, mailing through the mail catcher', () => {
    const cms = envOf(services.cms);
    const smtpHost = withDefaults(cms.SMTP_HOST ?? '');
    const smtpPort = Number(withDefaults(cms.SMTP_PORT ?? ''));
    const mailPorts = portsOf(services.mailcatcher).map((p) => p.container);
    const problems = [
      cms.NODE_ENV !== undefined && cms.NODE_ENV !== 'production' && `NODE_ENV is "${cms.NODE_ENV}"`,
      cms.IS_PROXIED !== 'true' && `IS_PROXIED is "${cms.IS_PROXIED}", expected "true" (nginx in front)`,
      smtpHost !== 'mailcatcher' && `SMTP_HOST defaults to "${smtpHost}", expected the mailcatcher service`,
      !mailPorts.includes(smtpPort) &&
        `SMTP_PORT defaults to ${smtpPort}, mailcatcher listens on ${mailPorts.join(', ')}`,
      !cms.PUBLIC_URL && 'PUBLIC_URL is not set',
      !cms.CORS_ORIGINS && 'CORS_ORIGINS is not set',
      withDefaults(cms.SEED_DEMO ?? '') !== 'false' && 'SEED_DEMO must default to false',
    ].filter(Boolean);
    expect(problems, 'cms environment').toEqual([]);
  });

  it('requires every secret from .env with ${VAR:?message} and never ships a literal or default secret', () => {
    const problems: string[] = [];
    const cms = envOf(services.cms);
    for (const name of REQUIRED_CMS_SECRETS) {
      const value = cms[name];
      if (value === undefined) problems.push(`cms: ${name} is not set`);
      else if (!REQUIRED_RE.test(value)) problems.push(`cms: ${name}=${value} must be \${VAR:?message}`);
    }
    const pgPassword = envOf(services.postgres).POSTGRES_PASSWORD ?? '';
    if (!REQUIRED_RE.test(pgPassword))
      problems.push(`postgres: POSTGRES_PASSWORD=${pgPassword} must be \${VAR:?message}`);
    for (const [svc, s] of Object.entries(services)) {
      for (const [name, value] of Object.entries(envOf(s))) {
        if (!SECRET_NAME_RE.test(name) || value === '') continue;
        const ok = REQUIRED_RE.test(value) || /^\$\{[A-Za-z_][A-Za-z0-9_]*(:?-)?\}$/.test(value); // required, or optional & empty
        if (!ok) problems.push(`${svc}: ${name} has a literal or default value (${value})`);
      }
    }
    expect(problems, 'secrets in docker-compose.yml').toEqual([]);
  });

  it('starts services in order: cms after a healthy postgres and a started mail catcher, web after a healthy cms', () => {
    const expected: [string, string, string][] = [
      ['cms', 'postgres', 'service_healthy'],
      ['cms', 'mailcatcher', 'service_started'],
      ['web', 'cms', 'service_healthy'],
    ];
    const problems = expected
      .filter(([svc, dep, cond]) => dependsOn(services[svc])[dep] !== cond)
      .map(
        ([svc, dep, cond]) =>
          `${svc} must depend on ${dep} with condition ${cond} (has ${dependsOn(services[svc])[dep]})`,
      );
    for (const [svc, s] of Object.entries(services)) {
      for (const [dep, cond] of Object.entries(dependsOn(s))) {
        if (!(dep in services)) problems.push(`${svc} depends on unknown service ${dep}`);
        else if (cond === 'service_healthy' && !services[dep]?.healthcheck)
          problems.push(`${svc} waits for ${dep} to be healthy, but ${dep} has no healthcheck`);
      }
    }
    expect(problems, 'depends_on').toEqual([]);
  });

  it('builds cms and web from the repository root with Dockerfiles that exist', () => {
    const expected = { cms: 'apps/cms/Dockerfile', web: 'apps/web/Dockerfile' } as const;
    const problems: string[] = [];
    for (const [svc, dockerfile] of Object.entries(expected)) {
      const b = buildOf(services[svc]);
      if (path.normalize(b.context) !== '.') problems.push(`${svc}: build context is "${b.context}", expected "."`);
      if (path.normalize(b.dockerfile) !== dockerfile) problems.push(`${svc}: dockerfile is "${b.dockerfile}"`);
    }
    for (const df of dockerfiles())
      if (!existsSync(abs(df.file))) problems.push(`${df.service}: ${df.file} does not exist`);
    expect(problems, 'build sections').toEqual([]);
  });
});

describe('docker-compose.yml, profile `replicas` (two CMS replicas, Redis)', () => {
  const inProfile = Object.entries(services)
    .filter(([, s]) => s.profiles?.includes('replicas'))
    .map(([name]) => name);
  const replica = services['cms-2'];
  const redis = services.redis;

  it('adds only Redis and a second CMS, leaving the default stack as it is', () => {
    expect(inProfile.sort()).toEqual(['cms-2', 'redis']);
    for (const name of ['postgres', 'cms', 'web', 'mailcatcher'])
      expect(services[name]?.profiles, `${name} must run without a profile`).toBeUndefined();
  });

  it('runs a pinned Redis that keeps nothing on disk', () => {
    expect(redis?.image).toMatch(/^redis:\d+(\.\d+)*-alpine$/);
    expect(JSON.stringify(redis?.command)).toContain('--appendonly');
    expect(namedVolumesOf(redis ?? {})).toEqual([]);
  });

  it('builds the replica from the CMS image with the same settings, and requires REDIS_URL', () => {
    expect(replica?.build).toEqual(services.cms?.build);
    const cmsEnv = envOf(services.cms);
    const replicaEnv = envOf(replica);
    const differing = Object.keys({ ...cmsEnv, ...replicaEnv }).filter(
      (key) => key !== 'REDIS_URL' && cmsEnv[key] !== replicaEnv[key],
    );
    expect(differing, 'settings that differ between cms and cms-2').toEqual([]);
    expect(replicaEnv.REDIS_URL).toMatch(/^\$\{REDIS_URL:\?.+\}$/);
    expect(cmsEnv.REDIS_URL, 'cms reads the same REDIS_URL from .env').toBe('${REDIS_URL:-}');
  });

  it('shares the uploads and private-files volumes, and the `cms` name nginx proxies to', () => {
    expect(namedVolumesOf(replica ?? {})).toEqual(namedVolumesOf(services.cms ?? {}));
    expect(namedVolumesOf(replica ?? {}).map((v) => v.name)).toEqual(
      expect.arrayContaining(['uploads', 'private_files']),
    );
    const networks = replica?.networks;
    const aliases = networks && !Array.isArray(networks) ? (networks.default?.aliases ?? []) : [];
    expect(aliases).toContain('cms');
    expect(replica?.ports ?? [], 'the replica publishes no host port (1337 is taken by cms)').toEqual([]);
  });

  it('starts the replica after a healthy database, Redis and first CMS (one migration at a time)', () => {
    expect(replica?.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      cms: { condition: 'service_healthy' },
    });
    expect(replica?.healthcheck).toEqual(services.cms?.healthcheck);
  });

  it('keeps database dumps on their own `backups` volume', () => {
    expect(namedVolumesOf(services.postgres ?? {})).toContainEqual({ name: 'backups', target: '/backups' });
  });
});

describe('.env.example', () => {
  const entries = new Map<string, string>();
  beforeAll(() => {
    for (const line of read('.env.example').split(/\r?\n/)) {
      const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
      if (m?.[1]) entries.set(m[1], (m[2] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2'));
    }
  });

  it('lists every variable docker-compose.yml interpolates', () => {
    const used = [...new Set(interpolations(composeText).map((i) => i.name))];
    const missing = used.filter((v) => !entries.has(v));
    expect(missing, 'variables used in docker-compose.yml but missing from .env.example').toEqual([]);
  });

  it('leaves required secrets empty, so an unedited copy cannot start with a placeholder secret', () => {
    const required = [
      ...new Set(
        interpolations(composeText)
          .filter((i) => i.op === ':?')
          .map((i) => i.name),
      ),
    ];
    const filled = required.filter((v) => (entries.get(v) ?? '') !== '').map((v) => `${v}=${entries.get(v)}`);
    expect(filled, 'required variables with a value in .env.example').toEqual([]);
    expect(read('.env.example'), '.env.example should say how to generate secrets').toContain(
      'openssl rand -base64 32',
    );
  });
});

describe('Dockerfiles', () => {
  const infos = dockerfiles();

  it('exist for cms and web', () => {
    // cms-2 (profile `replicas`) builds the same image as cms; BuildKit's cache makes it one build.
    expect(infos.map((d) => `${d.service}:${d.file}`).sort()).toEqual([
      'cms-2:apps/cms/Dockerfile',
      'cms:apps/cms/Dockerfile',
      'web:apps/web/Dockerfile',
    ]);
    for (const df of infos) expect(df.stages.length, `${df.file} has no FROM`).toBeGreaterThan(1);
  });

  it('start from Node ≥ 22 (or nginx) images, or from an earlier stage', () => {
    const problems: string[] = [];
    for (const df of infos) {
      df.stages.forEach((stage) => {
        const earlier = df.stages.slice(0, stage.index).some((s) => s.name === stage.image);
        if (earlier) return;
        const major = nodeMajor(stage.image);
        if (major !== undefined) {
          if (major < 22) problems.push(`${df.file}: FROM ${stage.image} (Node ${major} < 22)`);
        } else if (!/^(?:docker\.io\/)?(?:library\/)?nginx:\d/.test(stage.image))
          problems.push(`${df.file}: FROM ${stage.image} is neither node:<≥22> nor a pinned nginx`);
      });
    }
    expect(problems, 'base images').toEqual([]);
  });

  it('install the pnpm version of the root packageManager field', () => {
    const wanted = rootPkg.packageManager?.replace(/^pnpm@/, '');
    const problems: string[] = [];
    for (const df of infos) {
      for (const m of read(df.file).matchAll(/pnpm@(\S+)/g)) {
        if (m[1] !== wanted) problems.push(`${df.file}: pnpm@${m[1]}, package.json says ${rootPkg.packageManager}`);
      }
    }
    expect(problems, 'pnpm version').toEqual([]);
  });

  it('run only scripts that exist, in packages that exist, after building the workspace packages they need', () => {
    const problems: string[] = [];
    for (const df of infos) {
      for (const stage of df.stages) {
        let workdir = '/';
        const built = new Set<string>();
        const needBuilt = (pkg: Pkg, what: string, ins: Instruction) => {
          for (const dep of workspaceDeps(pkg)) {
            if (!built.has(dep.name))
              problems.push(`${df.file}:${ins.line}: ${what} runs before \`pnpm --filter ${dep.name} build\``);
          }
        };
        for (const ins of stage.instructions) {
          if (ins.keyword === 'WORKDIR') workdir = path.posix.resolve(workdir, ins.args);
          if (!['RUN', 'CMD', 'ENTRYPOINT'].includes(ins.keyword)) continue;
          const commands = ins.args.startsWith('[') ? [words(ins.args)] : shellCommands(ins.args);
          for (const ws of commands) {
            const where = `${df.file}:${ins.line}`;
            if (ws[0] === 'pnpm') {
              const call = parsePnpm(ws);
              const targets: Pkg[] = [];
              let withDeps = false;
              for (const f of call.filters) {
                const r = resolveSelector(f);
                if (r.pkgs.length === 0) problems.push(`${where}: --filter ${f} matches no workspace package`);
                targets.push(...r.pkgs);
                withDeps ||= r.withDeps;
              }
              if (call.filters.length === 0 && call.script) {
                const ctx = contextPackage(df, stage, workdir);
                if (ctx) targets.push(ctx);
              }
              if (call.script) {
                for (const t of targets) {
                  if (!(call.script in t.scripts))
                    problems.push(
                      `${where}: script "${call.script}" is not defined in ${t.name} (${t.dir}/package.json)`,
                    );
                }
                if (call.script === 'build') {
                  for (const t of targets) {
                    if (withDeps) workspaceDeps(t).forEach((d) => built.add(d.name));
                    else needBuilt(t, `pnpm --filter ${t.name} build`, ins);
                    built.add(t.name);
                  }
                }
              }
              if (call.command === 'deploy') targets.forEach((t) => needBuilt(t, `pnpm deploy ${t.name}`, ins));
              if ((call.command === 'install' || call.command === 'i') && !ws.includes('--frozen-lockfile'))
                problems.push(`${where}: pnpm install without --frozen-lockfile`);
            } else if (ws[0] === 'npm' && ['run', 'run-script', 'start', 'test'].includes(ws[1] ?? '')) {
              const script =
                ws[1] === 'run' || ws[1] === 'run-script' ? ws.find((w, i) => i > 1 && !w.startsWith('-')) : ws[1];
              const pkg = contextPackage(df, stage, workdir);
              if (!pkg) problems.push(`${where}: cannot tell which package \`npm ${ws.slice(1).join(' ')}\` runs in`);
              else if (script && !(script in pkg.scripts))
                problems.push(`${where}: script "${script}" is not defined in ${pkg.name} (${pkg.dir}/package.json)`);
            } else if (ws[0] === 'node' && /^(?:\.\/)?node_modules\//.test(ws[1] ?? '')) {
              // `node node_modules/<pkg>/bin.js` in a pruned (--prod) image: <pkg> must be a runtime dependency.
              const [, scope, name] = /^(?:\.\/)?node_modules\/(@[^/]+\/)?([^/]+)/.exec(ws[1] ?? '') ?? [];
              const dep = `${scope ?? ''}${name ?? ''}`;
              const pkg = packages.find((p) => path.normalize(p.dir) === df.dir);
              if (pkg && !(dep in pkg.dependencies))
                problems.push(`${where}: runs ${ws[1]} but ${dep} is not a production dependency of ${pkg.name}`);
              const local = path.join(df.dir, ws[1] ?? '');
              if (pkg && existsSync(abs(path.join(df.dir, 'node_modules', dep))) && !existsSync(abs(local)))
                problems.push(`${where}: ${ws[1]} does not exist in the installed ${dep}`);
            }
          }
        }
      }
    }
    expect(problems, 'scripts and filters used in the Dockerfiles').toEqual([]);
  });

  it('copy the workspace manifests before `pnpm install`, so dependencies are a cached layer', () => {
    const problems: string[] = [];
    for (const df of infos) {
      for (const stage of df.stages) {
        const copied: string[] = [];
        for (const ins of stage.instructions) {
          if (ins.keyword === 'COPY' && !parseCopy(ins.args).from) copied.push(...parseCopy(ins.args).sources);
          if (ins.keyword !== 'RUN') continue;
          const install = shellCommands(ins.args).find(
            (ws) => ws[0] === 'pnpm' && ['install', 'i'].includes(parsePnpm(ws).command ?? ''),
          );
          if (!install) continue;
          const selected = parsePnpm(install).filters.flatMap((f) => {
            const r = resolveSelector(f);
            return r.pkgs.flatMap((p) => (r.withDeps ? [p, ...workspaceDeps(p)] : [p]));
          });
          const needed = [
            'package.json',
            'pnpm-lock.yaml',
            'pnpm-workspace.yaml',
            ...selected.map((p) => `${p.dir}/package.json`),
          ];
          const covered = (f: string) =>
            copied.some((c) => c === '.' || c === f || f.startsWith(`${c.replace(/\/$/, '')}/`));
          for (const f of needed)
            if (!covered(f)) problems.push(`${df.file}:${ins.line}: ${f} is not copied before pnpm install`);
          const sources = copied.filter((c) => !needed.includes(c));
          if (sources.length > 0)
            problems.push(
              `${df.file}:${ins.line}: sources copied before install (${sources.join(', ')}) defeat the layer cache`,
            );
        }
      }
    }
    expect(problems, 'install layer').toEqual([]);
  });

  it('copy only files that exist in the build context and are not excluded by .dockerignore', () => {
    const problems: string[] = [];
    for (const df of infos) {
      const ignored = dockerignore(df.context);
      const stageNames = new Set<string>();
      df.stages.forEach((stage) => {
        for (const ins of stage.instructions) {
          if (ins.keyword !== 'COPY' && ins.keyword !== 'ADD') continue;
          const { from, sources } = parseCopy(ins.args);
          const where = `${df.file}:${ins.line}`;
          if (from !== undefined) {
            const known = stageNames.has(from) || (/^\d+$/.test(from) && Number(from) < stage.index);
            const external = from.includes(':') || from.includes('/'); // COPY --from=<image>
            if (!known && !external) problems.push(`${where}: --from=${from} is not an earlier stage`);
            continue;
          }
          for (const source of sources) {
            if (/^https?:\/\//.test(source)) continue;
            const rel = path.normalize(path.join(df.context, source));
            const matches = /[*?[]/.test(source) ? globFiles(rel) : existsSync(abs(rel)) ? [rel] : [];
            if (matches.length === 0)
              problems.push(`${where}: COPY source ${source} does not exist in the build context`);
            for (const m of matches) {
              if (ignored(path.relative(df.context, m) || '.'))
                problems.push(`${where}: COPY source ${source} is excluded by .dockerignore`);
            }
          }
        }
        if (stage.name) stageNames.add(stage.name);
      });
    }
    expect(problems, 'COPY sources').toEqual([]);
  });

  it('keep local state out of the build context (.dockerignore)', () => {
    const ignored = dockerignore('.');
    const mustIgnore = [
      '.git/HEAD',
      'node_modules/x/index.js',
      'apps/cms/node_modules/x/index.js',
      'packages/shared/dist/index.js',
      'apps/cms/dist/src/index.js',
      'apps/web/dist/index.html',
      'apps/cms/.tmp/data.db',
      'apps/cms/public/uploads/photo.png',
      'apps/cms/.strapi/client/app.js',
      '.turbo/cache',
      '.env',
      'apps/cms/.env',
      'apps/web/e2e-artifacts/trace.zip',
      'apps/web/playwright-report/index.html',
    ];
    const mustKeep = [
      'package.json',
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      'tsconfig.base.json',
      'apps/cms/src/index.ts',
      'apps/cms/config/server.ts',
      'apps/cms/public/robots.txt',
      'apps/web/src/main.tsx',
      'apps/web/index.html',
      'apps/web/nginx.conf',
      'packages/shared/src/index.ts',
    ];
    const problems = [
      ...mustIgnore.filter((p) => !ignored(p)).map((p) => `not ignored: ${p}`),
      ...mustKeep.filter((p) => ignored(p)).map((p) => `ignored but needed: ${p}`),
    ];
    expect(problems, '.dockerignore').toEqual([]);
  });

  it('match the ports compose publishes with EXPOSE, and declare the build args compose passes', () => {
    const problems: string[] = [];
    for (const df of infos) {
      const runtime = df.stages.at(-1);
      if (!runtime) continue;
      const exposed = exposedPorts(runtime);
      for (const { container } of portsOf(services[df.service])) {
        if (!exposed.includes(container))
          problems.push(
            `${df.file}: compose publishes ${container}, the image EXPOSEs ${exposed.join(', ') || 'nothing'}`,
          );
      }
      const declared = df.stages
        .flatMap((s) => s.instructions)
        .filter((i) => i.keyword === 'ARG')
        .map((i) => i.args.split('=')[0]);
      for (const arg of Object.keys(buildOf(services[df.service]).args)) {
        if (!declared.includes(arg)) problems.push(`${df.file}: compose passes build arg ${arg}, no ARG ${arg}`);
      }
    }
    expect(problems, 'EXPOSE and ARG').toEqual([]);
  });

  describe('apps/cms/Dockerfile', () => {
    const stages = parseDockerfile(existsSync(abs('apps/cms/Dockerfile')) ? read('apps/cms/Dockerfile') : '');
    const runtime = stages.at(-1);
    const all = (keyword: string) => runtime?.instructions.filter((i) => i.keyword === keyword) ?? [];
    const buildText = stages
      .slice(0, -1)
      .flatMap((s) => s.instructions)
      .map((i) => i.args)
      .join('\n');

    it('installs the native toolchain, builds shared then the CMS for production, and deploys production dependencies', () => {
      const problems = [
        !/python3/.test(buildText) || !/\bmake\b/.test(buildText) || !/g\+\+/.test(buildText)
          ? 'the build stage must install python3, make and g++ (better-sqlite3 is built from source)'
          : '',
        !/pnpm install --frozen-lockfile[^\n]*--filter @portal\/cms\.\.\./.test(buildText)
          ? 'expected `pnpm install --frozen-lockfile ... --filter @portal/cms...`'
          : '',
        !/NODE_ENV=production[\s\S]*pnpm --filter @portal\/cms build/.test(buildText)
          ? 'the CMS (admin panel) must be built with NODE_ENV=production'
          : '',
        !/pnpm deploy --filter @portal\/cms --prod/.test(buildText)
          ? 'expected `pnpm deploy --filter @portal/cms --prod`'
          : '',
      ].filter(Boolean);
      expect(problems, 'cms build stage').toEqual([]);
    });

    it('runs as a non-root user in production, with uploads on a volume and a health check on /_health', () => {
      const user = all('USER').at(-1)?.args.trim();
      const env = all('ENV')
        .map((i) => i.args)
        .join(' ');
      const volumes = all('VOLUME').flatMap((i) => words(i.args));
      const health = all('HEALTHCHECK').at(-1)?.args ?? '';
      const cmd = all('CMD').at(-1)?.args ?? '';
      const problems = [
        (!user || /^(root|0)(:.*)?$/.test(user)) && `runtime USER is "${user ?? '(none)'}", expected a non-root user`,
        !/NODE_ENV=production/.test(env) && 'runtime stage must set NODE_ENV=production',
        !volumes.includes('/app/public/uploads') &&
          `VOLUME /app/public/uploads missing (has ${volumes.join(', ') || 'none'})`,
        !/fetch\(\s*['"]http:\/\/127\.0\.0\.1:1337\/_health['"]/.test(health) &&
          'HEALTHCHECK must fetch http://127.0.0.1:1337/_health with node',
        !/strapi(\.js)?"?,\s*"start"|npm",\s*"run",\s*"start"/.test(cmd) &&
          `CMD must start Strapi (strapi start), is ${cmd}`,
        !/--from=build\s+\/out/.test(
          all('COPY')
            .map((i) => i.args)
            .join('\n'),
        ) && 'runtime must copy the deployed app (/out) from the build stage',
      ].filter(Boolean);
      expect(problems, 'cms runtime stage').toEqual([]);
      expect(composeText, 'compose cms healthcheck should use /_health too').toMatch(/127\.0\.0\.1:1337\/_health/);
    });
  });
});

describe('apps/web/nginx.conf', () => {
  const text = existsSync(abs('apps/web/nginx.conf')) ? read('apps/web/nginx.conf') : '';
  const server = find(parseNginx(text), 'server')[0];
  const cmsService = 'cms';
  const cmsPort = portsOf(services.cms)[0]?.container ?? 1337;

  it('has one server block listening on the port the web image exposes', () => {
    expect(server, 'no server { } block in nginx.conf').toBeDefined();
    const listen = find(server?.children ?? [], 'listen').map((l) => Number(l.args[0]));
    expect(listen, 'listen').toContain(80);
  });

  it('proxies /api/ and /uploads/ to the cms service, keeping the path, with Host and X-Forwarded-* headers', () => {
    const vars = Object.fromEntries(find(server?.children ?? [], 'set').map((s) => [s.args[0] ?? '', s.args[1] ?? '']));
    const problems: string[] = [];
    for (const loc of ['/api/', '/uploads/']) {
      const block = server && location(server, loc);
      if (!block) {
        problems.push(`no "location ${loc}"`);
        continue;
      }
      const raw = find(block.children, 'proxy_pass')[0]?.args[0] ?? '';
      const target = raw.replace(/\$\w+/g, (v) => vars[v] ?? v);
      if (target !== `http://${cmsService}:${cmsPort}`)
        problems.push(
          `location ${loc}: proxy_pass ${raw} → "${target}", expected "http://${cmsService}:${cmsPort}" (no URI part, so the path is kept)`,
        );
      const headers = [
        ...find(server?.children ?? [], 'proxy_set_header'),
        ...find(block.children, 'proxy_set_header'),
      ].map((h) => h.args[0]?.toLowerCase());
      for (const h of ['host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'])
        if (!headers.includes(h)) problems.push(`location ${loc}: proxy_set_header ${h} missing`);
    }
    expect(problems, 'CMS proxy').toEqual([]);
  });

  it('falls back to index.html for client routes and answers /healthz with 200', () => {
    const root = server && location(server, '/');
    const tryFiles = root ? (find(root.children, 'try_files')[0]?.args ?? []) : [];
    expect(tryFiles[0], 'location / try_files must start with $uri').toBe('$uri');
    expect(tryFiles.at(-1), 'location / try_files must end with /index.html (SPA fallback)').toBe('/index.html');
    const health = server && location(server, '=', '/healthz');
    expect(health && find(health.children, 'return')[0]?.args[0], 'location = /healthz must return 200').toBe('200');
  });

  it('accepts uploads up to 25m, compresses, caches hashed assets forever and the shell never', () => {
    const directive = (name: string) => find(server?.children ?? [], name)[0]?.args.join(' ');
    expect(directive('client_max_body_size'), 'client_max_body_size').toBe('25m');
    const maxUpload = Number(withDefaults(envOf(services.cms).UPLOAD_MAX_FILE_SIZE ?? '0'));
    expect(maxUpload, 'UPLOAD_MAX_FILE_SIZE must fit under client_max_body_size').toBeLessThanOrEqual(25 * 1024 * 1024);
    expect(directive('gzip'), 'gzip').toBe('on');
    const cacheOf = (...args: string[]) => {
      const block = server && location(server, ...args);
      return find(block?.children ?? [], 'add_header').find((h) => h.args[0] === 'Cache-Control')?.args[1] ?? '';
    };
    expect(cacheOf('/assets/'), '/assets/ Cache-Control').toMatch(/max-age=31536000.*immutable/);
    expect(cacheOf('=', '/index.html'), 'index.html Cache-Control').toBe('no-cache');
  });

  it('sends the security headers of apps/web/security-headers.ts, exactly, on everything nginx serves itself', () => {
    const problems: string[] = [];
    const serverHeaders = find(server?.children ?? [], 'add_header');
    const expected = Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([k, v]) => [k.toLowerCase(), v]));
    for (const loc of find(server?.children ?? [], 'location')) {
      if (find(loc.children, 'proxy_pass').length > 0 || find(loc.children, 'return').length > 0) continue;
      const own = find(loc.children, 'add_header');
      const headers = Object.fromEntries(
        (own.length > 0 ? own : serverHeaders).map((h) => [h.args[0]?.toLowerCase(), h.args[1] ?? '']),
      );
      const name = `location ${loc.args.join(' ')}`;
      for (const [header, value] of Object.entries(expected))
        if (headers[header] !== value) problems.push(`${name}: ${header} is "${headers[header]}", expected "${value}"`);
    }
    expect(problems, 'security headers (an add_header in a location drops the server-level ones)').toEqual([]);
    expect(CONTENT_SECURITY_POLICY).toMatch(/frame-ancestors 'none'/);
  });

  it('hides X-Powered-By from proxied responses', () => {
    expect(find(server?.children ?? [], 'proxy_hide_header').map((h) => h.args[0])).toContain('X-Powered-By');
  });

  it('is what the web image serves: copied to conf.d with the built SPA under its root', () => {
    const stages = parseDockerfile(read('apps/web/Dockerfile'));
    const copies = (stages.at(-1)?.instructions ?? [])
      .filter((i) => i.keyword === 'COPY')
      .map((i) => parseCopy(i.args));
    const root = find(server?.children ?? [], 'root')[0]?.args[0];
    const problems = [
      !copies.some((c) => c.sources.includes('apps/web/nginx.conf') && c.dest.startsWith('/etc/nginx/conf.d/')) &&
        'apps/web/nginx.conf is not copied to /etc/nginx/conf.d/',
      !copies.some(
        (c) => c.from && c.sources.some((s) => s.endsWith('apps/web/dist')) && c.dest.replace(/\/$/, '') === root,
      ) && `the built apps/web/dist is not copied to the nginx root (${root})`,
    ].filter(Boolean);
    expect(problems, 'web runtime stage').toEqual([]);
    expect(statSync(abs('apps/web/nginx.conf')).size).toBeGreaterThan(0);
  });
});
