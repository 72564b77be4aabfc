import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatMoney, percentLabel } from '@kalaro/contract/money-format';
import {
  DEPOSIT_LAYOUT,
  MEMBER_LAYOUT,
  SHELL_MARK,
  SHELL_SCREEN,
  SHELL_TEXT,
  shellKey,
  SIGNED_IN_SHELL_SCREENS,
  STATIC_SHELL_FILE,
  type StaticShellManifest,
} from '@kalaro/contract/static-shell';
import { staticShellManifestSchema } from '@kalaro/contract/static-shell-manifest';

/**
 * The static first paint (`@kalaro/contract/static-shell`): the page the
 * server answers for a screen that has a shell carries that screen's frame,
 * in the caller's language, with the operator's name and first banner filled
 * in — painted before any script runs. Pure, but for reading the files.
 */

/** What the server fills into a shell. */
export interface FirstPaintData {
  operatorName: string;
  /** Home's first banner (its full address, title and size), if known before the page runs. */
  banner: { src: string; alt: string; width: number; height: number } | null;
  /** The game list's first tiles (icon address, name) and how many games it has, if known. */
  games: { tiles: { src: string; name: string }[]; total: number } | null;
  /** The member centre's layout (the operator's mobile template); `base` when not given. */
  memberLayout?: (typeof MEMBER_LAYOUT)[keyof typeof MEMBER_LAYOUT];
  /** The deposit form's channels (as the deposit channels call answers them) and layout, if known. */
  deposit?: { detailed: boolean; channels: FirstPaintChannel[] } | null;
}

/** What the deposit form's first paint shows of a channel (no account details). */
export interface FirstPaintChannel {
  name: string;
  kind: 'manual' | 'gateway';
  minAmount: string;
  maxAmount: string;
  feePercent: number;
  bonusPercent: number;
  quickAmounts: readonly string[];
}

export interface ShellRequest {
  /** The screen whose frame the page gets (see `shellScreen`). */
  screen: string;
  /** The address's query string (after `?`), if any. */
  search: string;
  /** The language cookie's value, if any. */
  language: string | undefined;
  /** A session cookie came: the visitor-only parts are left out. */
  signedIn: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The built page split around the app's root, and the shells; null when the build has none. */
export interface FirstPaintPage {
  manifest: StaticShellManifest;
  /** index.html before `<div id="root">`, without its `<html lang>` value. */
  head: { beforeLang: string; afterLang: string };
  /** From `<div id="root">` to the end. */
  tail: string;
}

const ROOT = '<div id="root"></div>';
const LANG = /<html lang="[^"]*">/;

/**
 * Reads `index.html` and `shell.json` of a build. Null (the page is answered
 * as built) when there is no shell file or either file is not what it should be.
 */
export function loadFirstPaintPage(root: string): FirstPaintPage | null {
  const shellFile = path.join(root, STATIC_SHELL_FILE);
  if (!existsSync(shellFile)) return null;
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(shellFile, 'utf8'));
  } catch {
    return null;
  }
  const parsed = staticShellManifestSchema.safeParse(content);
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const rootAt = html.indexOf(ROOT);
  const lang = LANG.exec(html);
  if (!parsed.success || rootAt < 0 || !lang || lang.index > rootAt) return null;
  const before = html.slice(0, rootAt);
  return {
    manifest: parsed.data,
    head: {
      beforeLang: before.slice(0, lang.index),
      afterLang: before.slice(lang.index + lang[0].length),
    },
    tail: html.slice(rootAt),
  };
}

/**
 * The screen of an address with a shell, or null — also for a signed-in
 * member's screen (`SIGNED_IN_SHELL_SCREENS`) when no session cookie came.
 */
export const shellScreen = (
  page: FirstPaintPage,
  pathname: string,
  signedIn: boolean,
): string | null => {
  const screen = page.manifest.routes[pathname.replace(/\/+$/, '')] ?? null;
  return screen && !signedIn && SIGNED_IN_SHELL_SCREENS.includes(screen) ? null : screen;
};

/** The language of the shell: the cookie's when the build has it, else the default. */
export const shellLanguage = (page: FirstPaintPage, cookie: string | undefined): string => {
  const wanted = cookie?.trim().toUpperCase() ?? '';
  return wanted in page.manifest.htmlLang ? wanted : page.manifest.defaultLanguage;
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (mark, name: string) => values[name] ?? mark);

/** Counts with digit grouping (1,580), as the app shows them in every language. */
const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/**
 * The game list's title, count line and first tiles. The title is the
 * category's (`gameType` of the address, as the app's header picks it), else
 * the plain list's.
 */
function fillGameList(
  shell: string,
  texts: Record<string, string>,
  games: FirstPaintData['games'],
  search: string,
  tileTemplate: string,
): string {
  const gameType = new URLSearchParams(search).get('gameType');
  const title =
    (gameType !== null ? texts[`${SHELL_TEXT.categoryPrefix}${gameType}`] : undefined) ??
    texts[SHELL_TEXT.gameListTitle] ??
    '';
  const countText = texts[SHELL_TEXT.gameCount];
  const count =
    games && games.tiles.length > 0 && countText
      ? fill(escapeHtml(countText), { count: COUNT_FORMAT.format(games.total) })
      : '';
  const tiles = games?.tiles.length
    ? games.tiles
        .map((tile) =>
          fill(tileTemplate, { src: escapeHtml(tile.src), name: escapeHtml(tile.name) }),
        )
        .join('')
    : null;
  // The empty boxes between the marks stay when the tiles are not known.
  const withTiles = shell.replace(
    new RegExp(`${SHELL_MARK.tilesStart}([\\s\\S]*?)${SHELL_MARK.tilesEnd}`),
    (_marks, boxes: string) => tiles ?? boxes,
  );
  return withTiles
    .replace(SHELL_MARK.titleSlot, () => escapeHtml(title))
    .replace(SHELL_MARK.countSlot, () => count);
}

/** Keeps what is between two marks (without them) or drops it all. */
const keepBetween = (html: string, start: string, end: string, keep: boolean) =>
  html.replace(new RegExp(`${start}([\\s\\S]*?)${end}`, 'g'), (_all, inner: string) =>
    keep ? inner : '',
  );

interface DepositParts {
  /** The shell with the parts the data does not have left out (its marks still to fill). */
  shell: string;
  /** The `{{marks}}` of the first channel, HTML-escaped. */
  values: Record<string, string>;
  tabs: string;
  quick: string;
}

/**
 * The deposit form's top on its first channel (deposit-centre.tsx): the card of
 * the detailed layout, the amount's hint, the channel tabs, quick amounts and
 * the bonus line. Without channels the form's part is left out.
 */
function depositParts(
  shell: string,
  texts: Record<string, string>,
  deposit: FirstPaintData['deposit'],
  templates: StaticShellManifest['depositTemplates'],
): DepositParts {
  const channels = deposit?.channels ?? [];
  const first = channels[0];
  const layout = deposit?.detailed ? DEPOSIT_LAYOUT.detailed : DEPOSIT_LAYOUT.base;
  if (!first || !templates) {
    return {
      shell: keepBetween(shell, SHELL_MARK.depositStart, SHELL_MARK.depositEnd, false),
      values: { depositLayout: layout },
      tabs: '',
      quick: '',
    };
  }
  const min = formatMoney(first.minAmount);
  const max = formatMoney(first.maxAmount);
  const values: Record<string, string> = {
    depositLayout: layout,
    depositRange: `${min} – ${max}`,
    depositFee:
      first.feePercent > 0 ? percentLabel(first.feePercent) : (texts[SHELL_TEXT.depositFree] ?? ''),
    depositBonus: first.bonusPercent > 0 ? `+${percentLabel(first.bonusPercent)}` : '—',
    depositMethod:
      texts[first.kind === 'manual' ? SHELL_TEXT.depositManual : SHELL_TEXT.depositGateway] ?? '',
    min,
    max,
    percent: percentLabel(first.bonusPercent),
  };
  let shaped = keepBetween(shell, SHELL_MARK.depositStart, SHELL_MARK.depositEnd, true);
  shaped = keepBetween(shaped, SHELL_MARK.tabsStart, SHELL_MARK.tabsEnd, channels.length > 1);
  shaped = keepBetween(shaped, SHELL_MARK.bonusStart, SHELL_MARK.bonusEnd, first.bonusPercent > 0);
  return {
    shell: shaped,
    values: Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, escapeHtml(value)]),
    ),
    tabs: channels
      .map((channel, index) =>
        fill(templates.tab, {
          name: escapeHtml(channel.name),
          badge:
            channel.bonusPercent > 0 ? escapeHtml(`+${percentLabel(channel.bonusPercent)}`) : '',
          on: index === 0 ? ' ks-d-tab-on' : '',
        }),
      )
      .join(''),
    quick: first.quickAmounts
      .map((amount) => fill(templates.quick, { amount: escapeHtml(formatMoney(amount)) }))
      .join(''),
  };
}

/** One screen's shell with the operator's data filled in. */
export function fillShell(
  manifest: StaticShellManifest,
  screen: string,
  language: string,
  data: FirstPaintData,
  request: Pick<ShellRequest, 'signedIn' | 'search'>,
): string {
  const shell =
    manifest.shells[shellKey(screen, language)] ??
    manifest.shells[shellKey(screen, manifest.defaultLanguage)] ??
    '';
  const banner = data.banner
    ? fill(manifest.bannerTemplate, {
        src: escapeHtml(data.banner.src),
        alt: escapeHtml(data.banner.alt),
        width: String(data.banner.width),
        height: String(data.banner.height),
      })
    : '';
  const texts = manifest.texts[language] ?? manifest.texts[manifest.defaultLanguage] ?? {};
  // A visitor's page keeps its part with the marks; a member's leaves it out.
  const forVisitor = request.signedIn
    ? keepBetween(shell, SHELL_MARK.visitorStart, SHELL_MARK.visitorEnd, false)
    : shell;
  const deposit =
    screen === SHELL_SCREEN.deposit
      ? depositParts(forVisitor, texts, data.deposit, manifest.depositTemplates)
      : { shell: forVisitor, values: {}, tabs: '', quick: '' };
  // One pass over the marks, the slots after it: the operator's data never has
  // marks of its own filled in.
  const filled = fill(deposit.shell, {
    operatorName: escapeHtml(data.operatorName),
    operatorInitial: escapeHtml(data.operatorName.slice(0, 1).toUpperCase()),
    memberLayout: data.memberLayout ?? MEMBER_LAYOUT.base,
    ...deposit.values,
  })
    .replace(SHELL_MARK.bannerSlot, () => banner)
    .replace(SHELL_MARK.depositTabsSlot, () => deposit.tabs)
    .replace(SHELL_MARK.depositQuickSlot, () => deposit.quick);
  return fillGameList(filled, texts, data.games, request.search, manifest.tileTemplate);
}

/** The whole page for a request, with its screen's frame. */
export function firstPaintHtml(
  page: FirstPaintPage,
  request: ShellRequest,
  data: FirstPaintData,
): string {
  const { screen } = request;
  const language = shellLanguage(page, request.language);
  const shell = fillShell(page.manifest, screen, language, data, request);
  const lang = escapeHtml(page.manifest.htmlLang[language] ?? 'en');
  // The screen's own chunks are asked for with the app's, not after it has run.
  const preloads = page.manifest.preloads?.[screen] ?? '';
  return `${page.head.beforeLang}<html lang="${lang}">${page.head.afterLang}${preloads}${shell}${page.tail}`;
}
