import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ENV_NAMES, loadConfig, REPO_ROOT } from '../src/config.ts';

/*
 * The deployment files (Dockerfile, compose.yaml, .env.example, deploy/nginx.conf)
 * checked without a Docker engine: this machine has none to build or run them.
 * hadolint lints the Dockerfile where it is installed, and `docker compose config`
 * validates compose.yaml where the compose plugin is.
 */

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

// --- compose.yaml ------------------------------------------------------------------

interface Healthcheck {
  test?: string | string[];
  disable?: boolean;
}
interface Service {
  image?: string;
  build?: string | { context: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: Healthcheck;
  ports?: (string | { target: number; published?: string | number })[];
  volumes?: (string | { source?: string; target: string })[];
  networks?: string[] | Record<string, unknown>;
  profiles?: string[];
  secrets?: string[];
}
interface Compose {
  services: Record<string, Service>;
  networks?: Record<string, { internal?: boolean } | null>;
  secrets?: Record<string, { environment?: string; file?: string }>;
}

const composeText = read('compose.yaml');
// `merge`: the instances share their settings through a `<<: *kalaro` merge key.
const compose = parseYaml(composeText, { merge: true }) as Compose;
const services = compose.services;
/** The Kalaro instances: the services built from this repository's Dockerfile. */
const appNames = Object.keys(services).filter((name) => services[name]!.build !== undefined);
/** Started only when asked for (`--profile monitoring`). */
const optionalNames = Object.keys(services).filter((name) => services[name]!.profiles?.length);
const otherNames = Object.keys(services).filter(
  (name) => !appNames.includes(name) && !optionalNames.includes(name),
);

const environmentOf = (service: Service): Record<string, string> => {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v == null ? '' : String(v)]));
};
const dependsOn = (service: Service): Record<string, string | undefined> => {
  const deps = service.depends_on ?? {};
  return Array.isArray(deps)
    ? Object.fromEntries(deps.map((d) => [d, undefined]))
    : Object.fromEntries(Object.entries(deps).map(([k, v]) => [k, v?.condition]));
};
const networksOf = (service: Service): string[] =>
  Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {});
const healthTest = (service: Service): string => {
  const test = service.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
};

/** Compose's variable references: ${VAR}, ${VAR:-default}, ${VAR:?error}, $VAR ($$ escapes). */
const VARIABLE =
  /\$(?:\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])((?:[^{}]|\{[^{}]*\})*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;
const withoutEscapes = (text: string) => text.replace(/\$\$/g, '');
const variablesIn = (text: string) => {
  const found = new Map<string, { required: boolean }>();
  for (const m of withoutEscapes(text).matchAll(VARIABLE)) {
    const name = (m[1] ?? m[4])!;
    const required = m[2] === ':?' || m[2] === '?';
    found.set(name, { required: required || found.get(name)?.required === true });
  }
  return found;
};
/** Substitutes the variables as compose does (unset and empty alike for `:-` and `:?`). */
const interpolate = (text: string, env: Record<string, string>) =>
  text.replace(VARIABLE, (_all, braced?: string, op?: string, arg?: string, bare?: string) => {
    const name = (braced ?? bare)!;
    const value = env[name];
    const missing = op?.startsWith(':') ? !value : value === undefined;
    if (op?.endsWith('-')) return missing ? (arg ?? '') : value!;
    if (op?.endsWith('?')) {
      if (missing) throw new Error(`${name}: ${arg}`);
      return value!;
    }
    if (op?.endsWith('+')) return missing ? '' : (arg ?? '');
    return value ?? '';
  });

// --- .env.example ------------------------------------------------------------------

const envExample = new Map<string, string>();
for (const line of read('.env.example').split('\n')) {
  const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
  if (!m) continue;
  envExample.set(m[1]!, m[2]!.trim().replace(/^(["'])(.*)\1$/, '$2'));
}
const SECRET_NAME = /PASSWORD|TOKEN|SECRET|PRIVATE_KEY|_KEY$/;
/** .env.example with every secret filled in, as an operator's .env would be. */
const sampleEnv = (): Record<string, string> => {
  const env = Object.fromEntries(envExample);
  for (const name of envExample.keys()) {
    if (SECRET_NAME.test(name) && name !== 'KALARO_RSA_PRIVATE_KEY') {
      env[name] = `${name.toLowerCase().replace(/_/g, '')}0123456789abcdef`;
    }
  }
  return env;
};

// --- Dockerfile --------------------------------------------------------------------

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}
/** Instructions (continuation lines joined, comments dropped), split into stages. */
function parseDockerfile(text: string): { preamble: Instruction[]; stages: Stage[] } {
  const logical: string[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#') || (line === '' && current === '')) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    logical.push(current + line);
    current = '';
  }
  if (current) logical.push(current);
  const preamble: Instruction[] = [];
  const stages: Stage[] = [];
  for (const line of logical.filter(Boolean)) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: args.trim() };
    if (instruction.keyword === 'FROM') {
      const m = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args);
      stages.push({ from: m?.[1] ?? '', name: m?.[2], instructions: [] });
    } else if (stages.length === 0) {
      preamble.push(instruction);
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return { preamble, stages };
}

const dockerfile = parseDockerfile(read('Dockerfile'));
const finalStage = dockerfile.stages.at(-1)!;
const stageNamed = (name: string) => dockerfile.stages.find((s) => s.name === name);
const inFinal = (keyword: string) => finalStage.instructions.filter((i) => i.keyword === keyword);
const INSTALLS = /\bnpm\s+(?:ci|install|i)\b/;

// --- the checks --------------------------------------------------------------------

describe('compose.yaml', () => {
  it('runs PostgreSQL, Redis, two Kalaro instances and a load balancer', () => {
    expect(appNames).toHaveLength(2);
    const image = (name: string) => services[name]!.image ?? '';
    const postgres = otherNames.filter((n) => image(n).startsWith('postgres:'));
    const redis = otherNames.filter((n) => image(n).startsWith('redis:'));
    const balancers = otherNames.filter((n) => /^(nginx|caddy)(:|$)/.test(image(n)));
    expect(postgres).toHaveLength(1);
    expect(redis).toHaveLength(1);
    expect(balancers).toHaveLength(1);
    expect(otherNames.sort()).toEqual([...postgres, ...redis, ...balancers].sort());
    for (const name of appNames) {
      const build = services[name]!.build!;
      expect(typeof build === 'string' ? build : build.context).toBe('.');
    }
  });

  it('gives every service a health check', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.healthcheck?.disable, name).not.toBe(true);
      expect(healthTest(service), name).toMatch(/^(CMD|CMD-SHELL) \S/);
    }
    for (const name of appNames) expect(healthTest(services[name]!)).toContain('/readyz');
  });

  it('starts the instances once PostgreSQL and Redis are healthy, the balancer once both instances are', () => {
    const [postgres] = otherNames.filter((n) => services[n]!.image?.startsWith('postgres:'));
    const [redis] = otherNames.filter((n) => services[n]!.image?.startsWith('redis:'));
    for (const name of appNames) {
      expect(dependsOn(services[name]!)).toEqual({
        [postgres!]: 'service_healthy',
        [redis!]: 'service_healthy',
      });
    }
    const [lb] = otherNames.filter((n) => /^(nginx|caddy)/.test(services[n]!.image ?? ''));
    const lbDeps = dependsOn(services[lb!]!);
    for (const name of appNames) expect(lbDeps[name], name).toBe('service_healthy');
  });

  it('publishes the balancer only; PostgreSQL and Redis sit on an internal network', () => {
    for (const name of [...appNames, ...otherNames]) {
      const published = (services[name]!.ports ?? []).length > 0;
      expect(published, name).toBe(/^(nginx|caddy)/.test(services[name]!.image ?? ''));
    }
    // The optional monitoring answers on this machine only.
    for (const name of optionalNames) {
      for (const port of services[name]!.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
    for (const name of otherNames.filter((n) => /^(postgres|redis):/.test(services[n]!.image!))) {
      for (const network of networksOf(services[name]!)) {
        expect(compose.networks?.[network]?.internal, `${name} on ${network}`).toBe(true);
      }
    }
  });

  it('seeds nothing demo and runs no demo payment gateway, in production mode', () => {
    for (const name of appNames) {
      const env = environmentOf(services[name]!);
      expect(env).toMatchObject({
        NODE_ENV: 'production',
        SEED_DEMO_ACCOUNTS: 'false',
        SEED_DEMO_CONTENT: 'false',
        SEED_DEMO_OPERATORS: 'false',
        PAYMENTS_DEMO_GATEWAY: 'off',
      });
    }
  });

  it('sets only variables the server reads (config.ts), and takes every secret from .env', () => {
    for (const name of appNames) {
      const env = environmentOf(services[name]!);
      expect(Object.keys(env).filter((key) => !ENV_NAMES.includes(key))).toEqual([]);
      for (const [key, value] of Object.entries(env)) {
        if (SECRET_NAME.test(key)) expect(value, key).toMatch(/^\$\{[A-Z_]+(:[-?][^}]*)?\}$/);
      }
      for (const key of ['KALARO_ADMIN_TOKEN', 'METRICS_TOKEN']) {
        expect(env[key], key).toMatch(new RegExp(`^\\$\\{${key}:\\?`));
      }
    }
  });

  it('gives config.ts an environment it accepts: PostgreSQL, Redis, production, nothing demo', () => {
    for (const name of appNames) {
      const raw = environmentOf(services[name]!);
      const env = Object.fromEntries(
        Object.entries(raw).map(([k, v]) => [k, interpolate(v, sampleEnv())]),
      );
      const config = loadConfig(env);
      expect(config.production).toBe(true);
      expect(config.database).toMatchObject({ kind: 'postgres' });
      expect(config.redisUrl).toMatch(/^redis:\/\//);
      expect(config.adminToken).toBeDefined();
      expect(config.metricsToken).toBeDefined();
      expect(config.accounts?.seedDemoAccounts).toBe(false);
      expect(config.seedDemoContent).toBe(false);
      expect(config.seedDemoOperators).toBe(false);
      expect(config.payments?.demoGateway).toBe(false);
      expect(config.trustProxy).toBe(1);
      // The instances answer where the balancer and the health check look.
      expect(config.port).toBe(3000);
      expect(healthTest(services[name]!)).toContain(`:${config.port}/readyz`);
    }
  });

  it('refuses to start without the required secrets', () => {
    const env = sampleEnv();
    delete env.KALARO_ADMIN_TOKEN;
    expect(() => interpolate(composeText, env)).toThrow(/KALARO_ADMIN_TOKEN/);
    expect(() => interpolate(composeText, sampleEnv())).not.toThrow();
  });

  it('lists every variable it uses in .env.example, with no secret filled in', () => {
    const used = variablesIn(composeText);
    expect([...used.keys()].filter((name) => !envExample.has(name))).toEqual([]);
    for (const [name, value] of envExample) {
      if (SECRET_NAME.test(name)) expect(value, `${name} in .env.example`).toBe('');
    }
    // Every required one (`${VAR:?…}`) is a secret the operator fills in.
    for (const [name, { required }] of used) {
      if (required) expect(envExample.get(name), name).toBe('');
    }
    // .env itself stays out of git and out of the image.
    expect(read('.gitignore').split('\n')).toContain('.env');
    expect(read('.dockerignore').split('\n')).toContain('.env');
  });
});

describe('deploy/nginx.conf (the balancer)', () => {
  const [lb] = otherNames.filter((n) => /^nginx/.test(services[n]!.image ?? ''));
  const conf = read('deploy/nginx.conf');

  it('is mounted into the balancer and balances over every instance', () => {
    const mounts = (services[lb!]!.volumes ?? []).map((v) => (typeof v === 'string' ? v : ''));
    expect(mounts).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    const upstream = /upstream\s+(\w+)\s*\{([^}]*)\}/.exec(conf);
    expect(upstream).not.toBeNull();
    const servers = [...upstream![2]!.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map(
      (m) => `${m[1]}:${m[2]}`,
    );
    expect(servers.sort()).toEqual(appNames.map((name) => `${name}:3000`).sort());
    expect(conf).toMatch(new RegExp(`proxy_pass\\s+http://${upstream![1]};`));
  });

  it('listens where compose publishes it and its health check looks, and hides /metrics', () => {
    const listen = /^\s*listen\s+(\d+);/m.exec(conf)?.[1];
    const port = services[lb!]!.ports?.[0];
    expect(typeof port === 'string' ? port.split(':').at(-1) : '').toBe(listen);
    expect(healthTest(services[lb!]!)).toContain(`127.0.0.1:${listen}/`);
    expect(conf).toMatch(/location\s+=\s+\/metrics\s*\{\s*return\s+404;/);
    // One hop: the instances trust exactly one proxy for the client address.
    expect(conf).toContain('X-Forwarded-For $proxy_add_x_forwarded_for');
  });

  it('uses `resolve` in its upstream only on nginx 1.28 or later (it came in 1.27.3)', () => {
    const version = /^nginx:(\d+)\.(\d+)/.exec(services[lb!]!.image!);
    expect(version).not.toBeNull();
    const [major, minor] = [Number(version![1]), Number(version![2])];
    if (/\sresolve[\s;]/.test(conf)) expect(major * 1000 + minor).toBeGreaterThanOrEqual(1028);
  });
});

describe('deploy/prometheus.yml (the optional monitoring profile)', () => {
  const prometheus = services.prometheus!;
  const config = parseYaml(read('deploy/prometheus.yml')) as {
    scrape_configs: {
      authorization?: { type?: string; credentials_file?: string };
      static_configs: { targets: string[] }[];
    }[];
  };

  it('scrapes every instance directly, with METRICS_TOKEN as a compose secret', () => {
    expect(prometheus.profiles).toEqual(['monitoring']);
    const [job] = config.scrape_configs;
    expect(job!.static_configs.flatMap((c) => c.targets).sort()).toEqual(
      appNames.map((name) => `${name}:3000`).sort(),
    );
    expect(prometheus.secrets).toEqual(['metrics_token']);
    expect(compose.secrets?.metrics_token).toEqual({ environment: 'METRICS_TOKEN' });
    expect(job!.authorization).toEqual({
      type: 'Bearer',
      credentials_file: '/run/secrets/metrics_token',
    });
    // On a network the instances are on.
    for (const name of appNames) {
      expect(networksOf(services[name]!)).toEqual(expect.arrayContaining(networksOf(prometheus)));
    }
    expect(prometheus.volumes).toContain(
      './deploy/prometheus.yml:/etc/prometheus/prometheus.yml:ro',
    );
  });
});

describe('Dockerfile', () => {
  it('has named stages (FROM … AS …), the last one the runtime', () => {
    expect(dockerfile.stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of dockerfile.stages) expect(stage.name, stage.from).toBeTruthy();
    // Every COPY --from names an earlier stage.
    for (const stage of dockerfile.stages) {
      for (const i of stage.instructions.filter((i) => i.keyword === 'COPY')) {
        const from = /--from=(\S+)/.exec(i.args)?.[1];
        if (from) expect(stageNamed(from), i.args).toBeDefined();
      }
    }
  });

  it('runs the runtime stage as a user that is not root', () => {
    const users = inFinal('USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)!.args).not.toMatch(/^(root|0)(:|$)/);
    // Nothing after the USER line needs root (apt-get, chown, mkdir in /).
    const at = finalStage.instructions.lastIndexOf(users.at(-1)!);
    for (const i of finalStage.instructions.slice(at + 1)) {
      if (i.keyword === 'RUN') expect(i.args).not.toMatch(/apt-get|chown|useradd/);
    }
  });

  it('checks readiness with HEALTHCHECK on /readyz, on the port it exposes', () => {
    const checks = inFinal('HEALTHCHECK');
    expect(checks).toHaveLength(1);
    expect(checks[0]!.args).toContain('/readyz');
    const port = inFinal('ENV')
      .map((i) => /\bPORT=(\d+)/.exec(i.args)?.[1])
      .find(Boolean);
    expect(port).toBe('3000');
    expect(inFinal('EXPOSE').map((i) => i.args)).toEqual([port]);
  });

  it('installs no dev dependency into the runtime: production ones copied from an --omit=dev stage', () => {
    for (const i of inFinal('RUN')) {
      if (INSTALLS.test(i.args)) expect(i.args).toMatch(/--omit=dev|--production/);
    }
    const copies = inFinal('COPY').filter((i) => /node_modules/.test(i.args));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const from = /--from=(\S+)/.exec(copy.args)?.[1];
      expect(from, copy.args).toBeDefined();
      const installs = stageNamed(from!)!.instructions.filter(
        (i) => i.keyword === 'RUN' && INSTALLS.test(i.args),
      );
      expect(installs.length).toBeGreaterThan(0);
      for (const i of installs) expect(i.args).toMatch(/--omit=dev/);
    }
  });

  it('carries the font the icons need and no browser, Playwright or Lighthouse', () => {
    const runs = inFinal('RUN')
      .map((i) => i.args)
      .join('\n');
    expect(runs).toMatch(/apt-get install[^\n]*fonts-dejavu-core/);
    const runtime = finalStage.instructions.map((i) => i.args).join('\n');
    expect(runtime).not.toMatch(/chromium|playwright|lighthouse|puppeteer/i);
  });

  it('starts node itself (signals reach the server) on the compiled server and the files it reads', () => {
    const cmd = inFinal('CMD').at(-1)!.args;
    const argv = JSON.parse(cmd) as string[];
    expect(argv[0]).toBe('node');
    expect(argv).toContain('packages/server/dist/server.js');
    // No TypeScript loader at run time.
    expect(argv.join(' ')).not.toMatch(/tsx|--import|--loader/);
    const copied = inFinal('COPY').map((i) => i.args);
    for (const needed of [
      '/app/packages/server/dist', // the compiled server, from the build stage
      'packages/server/drizzle', // migrations, applied at start
      'packages/server/seed', // the operator configuration and banners
      '/app/packages/web/dist',
    ]) {
      expect(
        copied.some((args) => args.split(/\s+/).includes(needed)),
        needed,
      ).toBe(true);
    }
    // The sources stay out of the image.
    expect(copied.some((args) => /packages\/(server|contract)\/src/.test(args))).toBe(false);
    const builds = stageNamed('build')!
      .instructions.filter((i) => i.keyword === 'RUN')
      .map((i) => i.args);
    expect(builds).toContain('npm run build -w @kalaro/server');
  });

  it('keeps the build context small: no .git, node_modules, data or builds', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.git', 'node_modules', '**/node_modules', 'data', '**/dist']) {
      expect(ignored, entry).toContain(entry);
    }
  });

  it('lints clean with hadolint, where it is installed', (context) => {
    const probe = spawnSync('hadolint', ['--version'], { encoding: 'utf8' });
    if (probe.error) return context.skip('hadolint is not installed here');
    const lint = spawnSync(
      'hadolint',
      ['--config', path.join(REPO_ROOT, '.hadolint.yaml'), path.join(REPO_ROOT, 'Dockerfile')],
      { encoding: 'utf8' },
    );
    expect(lint.stdout + lint.stderr).toBe('');
    expect(lint.status).toBe(0);
  });

  it('validates with `docker compose config`, where the compose plugin is installed', (context) => {
    const probe = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
    if (probe.error || probe.status !== 0) return context.skip('docker compose is not installed');
    const run = spawnSync('docker', ['compose', '-f', 'compose.yaml', 'config', '--quiet'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...sampleEnv() },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('the runtime image has every package the server imports', () => {
  /** Bare import specifiers of value imports (type-only ones are erased) under `dir`. */
  const importsUnder = (dir: string): Set<string> => {
    const found = new Set<string>();
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder)) {
        const file = path.join(folder, entry);
        if (statSync(file).isDirectory()) walk(file);
        else if (file.endsWith('.ts')) {
          const text = readFileSync(file, 'utf8');
          for (const m of text.matchAll(
            /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm,
          ))
            found.add(m[1]!);
        }
      }
    };
    walk(dir);
    return found;
  };
  const packageOf = (specifier: string) =>
    specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : specifier.split('/')[0]!;

  it('lists each in the dependencies (not devDependencies) of @kalaro/server or @kalaro/contract', () => {
    const manifest = (name: string) =>
      JSON.parse(read(`packages/${name}/package.json`)) as {
        dependencies?: Record<string, string>;
      };
    const runtime = new Set([
      ...Object.keys(manifest('server').dependencies ?? {}),
      ...Object.keys(manifest('contract').dependencies ?? {}),
    ]);
    const bare = [
      ...importsUnder(path.join(REPO_ROOT, 'packages/server/src')),
      ...importsUnder(path.join(REPO_ROOT, 'packages/contract/src')),
    ].filter((s) => !s.startsWith('.') && !s.startsWith('node:'));
    const missing = [...new Set(bare.map(packageOf))].filter((p) => !runtime.has(p));
    expect(missing).toEqual([]);
    // The server runs compiled: no TypeScript loader or build tool among them.
    expect(runtime.has('tsx')).toBe(false);
    expect(runtime.has('esbuild')).toBe(false);
    expect(existsSync(path.join(REPO_ROOT, 'packages/server/src/server.ts'))).toBe(true);
  });
});
