import { operatorConfig, type OperatorConfig } from '@kalaro/contract/operator';
import { z } from 'zod';

/**
 * The operator configuration as a form (Configuration): the fields are
 * drawn from the contract's own schema (its JSON Schema), so a setting added to
 * the contract shows here without a change; the draft is checked with the same
 * schema the server uses, and the differences are listed before saving.
 */

export type Path = readonly (string | number)[];

export type FieldKind =
  /** A checkbox. */
  | 'boolean'
  /** A one-line text input. */
  | 'text'
  /** A text area (long texts such as the user agreement's HTML). */
  | 'longText'
  /** A number input. */
  | 'number'
  /** A choice among the schema's values. */
  | 'select'
  /** A list of short texts, one per line. */
  | 'lines'
  /** Anything else (lists of records): JSON, checked when it parses. */
  | 'json';

export interface ConfigField {
  path: Path;
  kind: FieldKind;
  /** Empty input means null. */
  nullable: boolean;
  /** For `select`. */
  options?: readonly (string | number)[];
}

export interface ConfigSection {
  key: string;
  fields: ConfigField[];
}

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  enum?: (string | number)[];
  const?: string | number;
  anyOf?: Schema[];
  maxLength?: number;
};

let schemaOnce: Schema | undefined;
/** The contract's schema of the configuration, as the form reads it. */
export const configSchema = (): Schema =>
  (schemaOnce ??= z.toJSONSchema(operatorConfig, {
    io: 'input',
    unrepresentable: 'any',
  }) as Schema);

/** Texts that may run to paragraphs (a URL's 2,048 does not count). */
const isLongText = (schema: Schema) =>
  (schema.maxLength ?? 0) >= 500 && schema.maxLength !== URL_MAX_LENGTH;
const URL_MAX_LENGTH = 2048;

/** What to draw for a value of this schema (objects are walked, not drawn). */
function kindOf(schema: Schema): Omit<ConfigField, 'path'> {
  const variants = schema.anyOf ?? [];
  const nonNull = variants.filter((v) => v.type !== 'null');
  if (variants.length > 0 && nonNull.length < variants.length && nonNull.length === 1) {
    return { ...kindOf(nonNull[0]!), nullable: true };
  }
  if (variants.length > 0 && variants.every((v) => v.const !== undefined)) {
    return { kind: 'select', nullable: false, options: variants.map((v) => v.const!) };
  }
  if (schema.enum) return { kind: 'select', nullable: false, options: schema.enum };
  switch (schema.type) {
    case 'boolean':
      return { kind: 'boolean', nullable: false };
    case 'number':
    case 'integer':
      return { kind: 'number', nullable: false };
    case 'string':
      return { kind: isLongText(schema) ? 'longText' : 'text', nullable: false };
    case 'array':
      return schema.items?.type === 'string' && !schema.items.anyOf
        ? { kind: 'lines', nullable: false }
        : { kind: 'json', nullable: false };
    default:
      return { kind: 'json', nullable: false };
  }
}

const isObject = (schema: Schema) =>
  schema.type === 'object' && (schema.properties !== undefined || isRecord(schema));
const isRecord = (schema: Schema) =>
  typeof schema.additionalProperties === 'object' && schema.properties === undefined;

/** The fields under `schema` for the value the configuration holds there. */
function fieldsUnder(schema: Schema, value: unknown, path: Path): ConfigField[] {
  if (isObject(schema) && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    // A record's keys in a steady order (the database keeps them in its own).
    const children: [string, Schema][] = isRecord(schema)
      ? Object.keys(record)
          .sort()
          .map((key) => [key, schema.additionalProperties as Schema])
      : Object.entries(schema.properties ?? {});
    return children.flatMap(([key, child]) => fieldsUnder(child, record[key], [...path, key]));
  }
  return [{ path, ...kindOf(schema) }];
}

/** The section of the top-level settings that are one short value each. */
export const GENERAL_SECTION = 'general';
const SHORT_KINDS = new Set<FieldKind>(['boolean', 'text', 'number', 'select']);

/**
 * One section per top-level setting, in the contract's order; the settings that
 * are a single short value (a name, a switch, a choice) together in the first,
 * `general`.
 */
export function configSections(
  config: OperatorConfig,
  schema: Schema = configSchema(),
): ConfigSection[] {
  const general: ConfigField[] = [];
  const sections: ConfigSection[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const fields = fieldsUnder(child, (config as Record<string, unknown>)[key], [key]);
    const only = fields.length === 1 ? fields[0]! : undefined;
    if (only && only.path.length === 1 && SHORT_KINDS.has(only.kind)) general.push(only);
    else sections.push({ key, fields });
  }
  return [{ key: GENERAL_SECTION, fields: general }, ...sections];
}

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (at, key) => (at === null || typeof at !== 'object' ? undefined : (at as never)[key]),
    value,
  );
}

/** A copy of `value` with `next` at `path` (the objects on the way copied, the rest shared). */
export function setAt<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [key, ...rest] = path;
  const container = (value ?? {}) as Record<string | number, unknown>;
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<
    string | number,
    unknown
  >;
  copy[key!] = setAt(container[key!], rest, next);
  return copy as T;
}

/** The text an input shows for the value at a field. */
export function inputText(field: ConfigField, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'lines':
      return (value as unknown[]).join('\n');
    case 'json':
      return JSON.stringify(value, null, 2);
    default:
      return String(value);
  }
}

/**
 * The value an input's text stands for, or `invalid` when it cannot stand for
 * one (JSON that does not parse, a number that is not one); the schema checks
 * the rest.
 */
export function parseInput(
  field: ConfigField,
  text: string,
): { ok: true; value: unknown } | { ok: false } {
  if (field.nullable && text.trim() === '') return { ok: true, value: null };
  switch (field.kind) {
    case 'number': {
      const n = Number(text);
      return text.trim() !== '' && Number.isFinite(n) ? { ok: true, value: n } : { ok: false };
    }
    case 'boolean':
      return { ok: true, value: text === 'true' };
    case 'select': {
      const option = field.options?.find((o) => String(o) === text);
      return option === undefined ? { ok: false } : { ok: true, value: option };
    }
    case 'lines':
      return {
        ok: true,
        value: text
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== ''),
      };
    case 'json':
      try {
        return { ok: true, value: JSON.parse(text) as unknown };
      } catch {
        return { ok: false };
      }
    default:
      return { ok: true, value: text };
  }
}

export const pathKey = (path: Path): string => path.join('.');

export interface ConfigChange {
  path: string;
  before: unknown;
  after: unknown;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Each setting that differs, as deep as objects go (lists compared whole). */
export function configDiff(before: unknown, after: unknown, path: Path = []): ConfigChange[] {
  const plain = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (plain(before) && plain(after)) {
    const b = before as Record<string, unknown>;
    const a = after as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.flatMap((key) => configDiff(b[key], a[key], [...path, key]));
  }
  return sameValue(before, after) ? [] : [{ path: pathKey(path), before, after }];
}

/** How a value shows in the list of differences. */
export const shownValue = (value: unknown): string =>
  value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value);

/** A problem the contract's schema finds, as the form words it. */
export interface ConfigProblem {
  kind: 'too_long' | 'too_short' | 'too_big' | 'too_small' | 'format' | 'invalid';
  /** The bound crossed, for the too_* kinds. */
  limit?: number;
}

function problemOf(issue: z.core.$ZodIssue): ConfigProblem {
  const limit = (bound: unknown) => (typeof bound === 'number' ? bound : Number(bound));
  switch (issue.code) {
    case 'too_big':
      return {
        kind: issue.origin === 'string' || issue.origin === 'array' ? 'too_long' : 'too_big',
        limit: limit(issue.maximum),
      };
    case 'too_small':
      return {
        kind: issue.origin === 'string' || issue.origin === 'array' ? 'too_short' : 'too_small',
        limit: limit(issue.minimum),
      };
    case 'invalid_format':
      return { kind: 'format' };
    default:
      return { kind: 'invalid' };
  }
}

/** What the contract's schema finds wrong with the draft, by field path (the first problem of each). */
export function configProblems(draft: unknown): Map<string, ConfigProblem> {
  const parsed = operatorConfig.safeParse(draft);
  const problems = new Map<string, ConfigProblem>();
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const key = pathKey(issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)));
    if (!problems.has(key)) problems.set(key, problemOf(issue));
  }
  return problems;
}

/** The first problem at or under a field's path (a list's item problems show on the list). */
export function problemAt<T>(problems: Map<string, T>, path: Path): T | undefined {
  const key = pathKey(path);
  for (const [at, problem] of problems) {
    if (at === key || at.startsWith(`${key}.`)) return problem;
  }
  return undefined;
}
