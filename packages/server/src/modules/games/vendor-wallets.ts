import type { VendorWallet, VendorWalletBody } from '@kalaro/contract/games-admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { INHOUSE_VENDOR } from '../inhouse/provider.ts';
import {
  PLAYER_TOKEN_TTL_MS,
  type PlayerTokenClaims,
  type SeamlessVendorConfig,
  type SeamlessVendors,
} from './providers/seamless.ts';
import { gameVendorsTable, seamlessVendorsTable as sv } from './tables.ts';

/** The SecretBox purpose of the vendors' shared secrets kept in the database. */
export const VENDOR_SECRET_PURPOSE = 'vendor-wallet-secret';

interface BackOfficeVendor extends SeamlessVendorConfig {
  updatedAt: Date;
}

type Row = typeof sv.$inferSelect;

/** What the back office is shown of an integration: never the secret. */
const view = (config: SeamlessVendorConfig, updatedAt: Date | null): VendorWallet => ({
  vendor: config.vendor,
  endpoint: config.endpoint,
  currency: config.currency,
  enabled: config.enabled,
  secretSet: config.secret.length > 0,
  source: updatedAt ? 'backOffice' : 'environment',
  updatedAt: updatedAt?.toISOString() ?? null,
});

/**
 * The seamless-wallet vendors: those the server's environment configures
 * (SEAMLESS_VENDORS, changed by a deployment) and those the back office sets
 * (`seamless_vendors`, secrets sealed). Reads come from memory, so a wallet
 * callback waits on no query; `load` reads the table again — at start and
 * whenever any instance changed it (`vendors` topic).
 */
export class SeamlessVendorStore implements SeamlessVendors {
  private readonly fromEnvironment: ReadonlyMap<string, SeamlessVendorConfig>;
  private fromBackOffice = new Map<string, BackOfficeVendor>();

  constructor(
    private readonly db: Db,
    environment: readonly SeamlessVendorConfig[],
    private readonly boxes: { secrets: SecretBox; tokens: SecretBox },
  ) {
    this.fromEnvironment = new Map(environment.map((c) => [c.vendor, c]));
  }

  async load(): Promise<void> {
    const rows = await this.db.select().from(sv);
    this.fromBackOffice = new Map(rows.map((row) => [row.vendor, this.open(row)]));
  }

  get(vendor: string): SeamlessVendorConfig | undefined {
    return this.fromEnvironment.get(vendor) ?? this.fromBackOffice.get(vendor);
  }

  list(): SeamlessVendorConfig[] {
    const own = [...this.fromBackOffice.values()].filter(
      (c) => !this.fromEnvironment.has(c.vendor),
    );
    return [...this.fromEnvironment.values(), ...own];
  }

  /** Every integration as the back office sees it, by vendor code. */
  views(): VendorWallet[] {
    return this.list()
      .map((c) => view(c, this.fromEnvironment.has(c.vendor) ? null : this.updatedAt(c.vendor)))
      .sort((a, b) => (a.vendor < b.vendor ? -1 : 1));
  }

  /**
   * Sets a catalogue vendor's integration; a new one needs its secret, one left
   * out keeps the one set. Returns the views before (null: none) and after,
   * and whether the secret changed, for the audit log.
   */
  async put(
    vendor: string,
    body: VendorWalletBody,
    now: Date,
  ): Promise<{ before: VendorWallet | null; after: VendorWallet; secretChanged: boolean }> {
    if (this.fromEnvironment.has(vendor)) throw new AppError('admin.vendor_set_by_environment');
    const [known] = await this.db
      .select({ code: gameVendorsTable.code })
      .from(gameVendorsTable)
      .where(eq(gameVendorsTable.code, vendor));
    // Kalaro's own games are no third party's: they have no wallet integration.
    if (!known || vendor === INHOUSE_VENDOR) throw new AppError('admin.vendor_not_found');
    const [current] = await this.db.select().from(sv).where(eq(sv.vendor, vendor));
    if (!current && body.secret === undefined) throw new AppError('admin.vendor_secret_required');
    const values = {
      endpoint: body.endpoint,
      currency: body.currency,
      enabled: body.enabled,
      secretSealed:
        body.secret === undefined ? current!.secretSealed : this.boxes.secrets.seal(body.secret),
      updatedAt: now,
    };
    const [stored] = await this.db
      .insert(sv)
      .values({ vendor, ...values })
      .onConflictDoUpdate({ target: sv.vendor, set: values })
      .returning();
    await this.load();
    const before = current ? view(this.open(current), current.updatedAt) : null;
    const after = view(this.open(stored!), stored!.updatedAt);
    return { before, after, secretChanged: body.secret !== undefined };
  }

  playerToken({ memberId, vendor, gameId }: PlayerTokenClaims, now: number): string {
    return this.boxes.tokens.seal(
      JSON.stringify({ m: memberId, v: vendor, g: gameId, e: now + PLAYER_TOKEN_TTL_MS }),
    );
  }

  openPlayerToken(token: string, now: number): PlayerTokenClaims | undefined {
    if (!token.startsWith('v1.')) return undefined;
    try {
      const c = JSON.parse(this.boxes.tokens.open(token)) as {
        m: string;
        v: string;
        g: string;
        e: number;
      };
      if (typeof c.e !== 'number' || c.e < now) return undefined;
      return { memberId: c.m, vendor: c.v, gameId: c.g };
    } catch {
      return undefined;
    }
  }

  private updatedAt(vendor: string): Date | null {
    return this.fromBackOffice.get(vendor)?.updatedAt ?? null;
  }

  private open(row: Row): BackOfficeVendor {
    return {
      vendor: row.vendor,
      endpoint: row.endpoint,
      currency: row.currency,
      enabled: row.enabled,
      secret: this.boxes.secrets.open(row.secretSealed),
      updatedAt: row.updatedAt,
    };
  }
}
