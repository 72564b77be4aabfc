import { readFile } from 'node:fs/promises';
import { operatorConfig, type OperatorConfig } from '@kalaro/contract/operator';
import { configVersion } from '@kalaro/contract/operator-config-version';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findCidrIssues } from '../system/region.ts';
import {
  findOperatorConfig,
  insertOperatorConfigIfAbsent,
  lockOperatorConfig,
  upsertOperatorConfig,
} from './repo.ts';

/** One operator per installation for now; the key leaves room for several. */
export const OPERATOR_ID = 'default';

/** At most this stale on an instance that missed an invalidation (Redis away). */
const CONFIG_TTL_MS = 5_000;
const loaded = new WeakMap<
  Db,
  { config: Promise<OperatorConfig>; expires: number; value?: OperatorConfig }
>();

/**
 * The configuration, read and checked once and kept in memory (every screen's
 * start-up and many rules read it). A change through {@link replaceOperatorConfig}
 * empties it here; the admin route tells the other instances (`app.shared`,
 * topic `operator`), which call {@link forgetOperatorConfig}.
 */
export function getOperatorConfig(db: Db): Promise<OperatorConfig> {
  const now = Date.now();
  const hit = loaded.get(db);
  if (hit && hit.expires > now) return hit.config;
  const config = loadOperatorConfig(db);
  const entry: { config: Promise<OperatorConfig>; expires: number; value?: OperatorConfig } = {
    config,
    expires: now + CONFIG_TTL_MS,
  };
  loaded.set(db, entry);
  config.then(
    (value) => void (entry.value = value),
    // A failed read is not kept: the next call reads again.
    () => {
      if (loaded.get(db) === entry) loaded.delete(db);
    },
  );
  return config;
}

/**
 * The configuration {@link getOperatorConfig} holds, when it holds it read
 * (for the per-call paths that answer from memory without a promise).
 */
export function heldOperatorConfig(db: Db): OperatorConfig | undefined {
  const hit = loaded.get(db);
  return hit && hit.expires > Date.now() ? hit.value : undefined;
}

/** The next {@link getOperatorConfig} reads the database. */
export function forgetOperatorConfig(db: Db): void {
  loaded.delete(db);
}

async function loadOperatorConfig(db: Db): Promise<OperatorConfig> {
  const stored = await findOperatorConfig(db, OPERATOR_ID);
  if (stored === undefined) {
    throw new AppError('service.unavailable', 'The operator configuration is missing');
  }
  const parsed = operatorConfig.safeParse(stored);
  if (!parsed.success) {
    // Someone edited the row by hand: refuse to serve a config the contract rejects.
    throw new Error(`Stored operator configuration is invalid: ${parsed.error.message}`);
  }
  // Shared by every caller until the next change: frozen, so none can alter it for the others.
  return deepFreeze(parsed.data);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** CIDRs are free strings in the contract; a typo there would silently place nobody. */
function assertValidCidrs(config: OperatorConfig) {
  const issues = findCidrIssues(config.region.ipCountries).map(({ index, cidr }) => ({
    path: `region.ipCountries.${index}.cidr`,
    code: 'invalid_cidr',
    message: `Not a CIDR range: ${cidr}`,
  }));
  if (issues[0]) {
    throw new AppError('validation.failed', `Invalid body: ${issues[0].path}`, {
      field: issues[0].path,
      issues,
    });
  }
}

/** Registration patterns are regExp sources; one that does not compile would refuse everyone. */
function assertValidPatterns(config: OperatorConfig) {
  for (const [field, { regExp }] of Object.entries(config.registration.patterns)) {
    try {
      new RegExp(regExp);
    } catch {
      const path = `registration.patterns.${field}.regExp`;
      throw new AppError('validation.failed', `Invalid body: ${path}`, {
        field: path,
        issues: [{ path, code: 'invalid_regexp', message: `Not a regular expression: ${regExp}` }],
      });
    }
  }
}

/**
 * Replaces the configuration; returns it with the one it replaced. With
 * `basedOn` (the {@link configVersion} the change was made from), refused with
 * `admin.config_changed` when the stored one has changed since: checked and
 * written under the row's lock, so of two saves from one version only the
 * first is kept.
 */
export async function replaceOperatorConfig(
  db: Db,
  config: OperatorConfig,
  basedOn?: string,
): Promise<{ before: OperatorConfig | undefined; after: OperatorConfig }> {
  const valid = operatorConfig.parse(config);
  assertValidCidrs(valid);
  assertValidPatterns(valid);
  const before = await db.transaction(async (tx) => {
    const stored = operatorConfig.safeParse(await lockOperatorConfig(tx, OPERATOR_ID));
    const current = stored.success ? stored.data : undefined;
    if (basedOn !== undefined && (!current || configVersion(current) !== basedOn)) {
      throw new AppError('admin.config_changed', 'The configuration changed since it was read', {
        version: current ? configVersion(current) : null,
      });
    }
    await upsertOperatorConfig(tx, OPERATOR_ID, valid);
    return current;
  });
  forgetOperatorConfig(db);
  return { before, after: await getOperatorConfig(db) };
}

export async function loadSeedFile(file: string): Promise<OperatorConfig> {
  const raw: unknown = JSON.parse(await readFile(file, 'utf8'));
  const parsed = operatorConfig.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `Seed file ${file} is not a valid operator configuration: ${parsed.error.message}`,
    );
  }
  assertValidCidrs(parsed.data);
  assertValidPatterns(parsed.data);
  return parsed.data;
}

/** First start: store the seed file's configuration. Later starts keep what is stored. */
export async function seedOperatorConfig(db: Db, seedFile: string): Promise<boolean> {
  if ((await findOperatorConfig(db, OPERATOR_ID)) !== undefined) return false;
  return insertOperatorConfigIfAbsent(db, OPERATOR_ID, await loadSeedFile(seedFile));
}
