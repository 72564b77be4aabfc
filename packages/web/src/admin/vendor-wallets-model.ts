import { vendorWalletBody, type VendorWallet } from '@kalaro/contract/games-admin';
import { issuesByPath } from './campaigns-model';

/** The wallet form's fields, as typed. */
export interface VendorWalletForm {
  vendor: string;
  endpoint: string;
  currency: string;
  enabled: boolean;
  secret: string;
}

/** The form for a vendor: its integration as set, or a new one (on, in the operator's currency). */
export function walletForm(vendor: string, set: VendorWallet | undefined, currency: string) {
  return {
    vendor,
    endpoint: set?.endpoint ?? '',
    currency: set?.currency ?? currency,
    enabled: set?.enabled ?? true,
    secret: '',
  } satisfies VendorWalletForm;
}

/**
 * The call's body from the form, checked by the contract's schema: an empty
 * secret keeps the one set (a new integration must have one: the server says so).
 */
export function walletBody(form: VendorWalletForm) {
  const secret = form.secret.trim();
  const parsed = vendorWalletBody.safeParse({
    endpoint: form.endpoint.trim(),
    currency: form.currency.trim().toUpperCase(),
    enabled: form.enabled,
    ...(secret === '' ? {} : { secret }),
  });
  return parsed.success
    ? ({ ok: true, body: parsed.data } as const)
    : ({ ok: false, problems: issuesByPath(parsed.error.issues) } as const);
}

/**
 * The vendors whose wallet the back office may set: the catalogue's, less the
 * ones the server's environment sets and Kalaro's own games.
 */
export function editableVendors<V extends { code: string }>(
  vendors: readonly V[],
  wallets: readonly VendorWallet[],
): V[] {
  const fixed = new Set(wallets.filter((w) => w.source === 'environment').map((w) => w.vendor));
  return vendors.filter((v) => v.code !== 'INHOUSE' && !fixed.has(v.code));
}
