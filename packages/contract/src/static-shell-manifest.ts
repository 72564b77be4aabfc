import { z } from 'zod';
import type { StaticShellManifest } from './static-shell.ts';

/** `shell.json` as the server reads it: a stale or broken file is refused, not half used. */
export const staticShellManifestSchema: z.ZodType<StaticShellManifest> = z.object({
  version: z.literal(1),
  htmlLang: z.record(z.string(), z.string()),
  defaultLanguage: z.string(),
  routes: z.record(z.string(), z.string()),
  shells: z.record(z.string(), z.string()),
  bannerTemplate: z.string(),
  tileTemplate: z.string(),
  depositTemplates: z.object({ tab: z.string(), quick: z.string() }).optional(),
  texts: z.record(z.string(), z.record(z.string(), z.string())),
  preloads: z.record(z.string(), z.string()).optional(),
});
