/**
 * Business constants of the product. Shared by the server and the web app.
 */

export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;

export const CONTENT_TYPE = {
  AGENT: 'A',
  PLAYER: 'PL',
  BANNER: 'B',
  POP_UP: 'PU',
  PROMOTION: 'PR',
  HOT_MATCH: 'H',
} as const;
export type ContentType = (typeof CONTENT_TYPE)[keyof typeof CONTENT_TYPE];

export const ANNOUNCEMENT_GROUP = { HOME: 'm_home', REGISTER: 'm_reg' } as const;
export const ANNOUNCEMENT_PLATFORM = 'M';
export const POPUP_EXECUTION = { AGENT: 'A', VISITOR: 'B', FIRST_LOGIN: 'F' } as const;

export const PRIZE_MODE = { LOTT: 'Lott', ZY: 'ZY', ELOTT: 'Elott' } as const;
export const PLAY_TYPE = { TRADITION: 'trad', ENTERTAINMENT: 'ent' } as const;
export const GAME_SELECTION = { NEW: 'NEW', FAV: 'FAV', ALL: 'ALL', HOT: 'HOT' } as const;
export const GAME_CODE = { ESPORT: 'TF', COCKFIGHT: 'DS88' } as const;
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'] as const;
export const LOTTERY_LOBBY_CODE = 'lobby';

export const GAME_CATEGORIES = [
  'HOT',
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'FISH',
  'RNG',
  'CARD',
  'INHOUSE',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const MIN_BET_OPTIONS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

export const PROMO_KEY = { REFERRAL: 'REFERRAL', MISSION: 'MISSION' } as const;

export const MODULE_ID = {
  COMM: 'COMM3',
  FUND_TRANSFER: 'FUNDTRANS3',
  AGENT_ANNOUNCE: 'AGEANNOUNCE3',
  MEMBER_TRANSACTION: 'MEMTRANS3',
  PERSONAL_PNL: 'PERSPNL3',
  AGENT_INFO: 'AGEINFO3',
  AGENT_DOWNLINE: 'AGEDOWNMAN3',
  REGISTER: 'REG3',
  CAPTCHA: 'CAPTCHA3',
  VERIFICATION: 'VERIFICATION3',
  FREE_PLAY: 'FREEPLAY',
  AFFILIATE: 'AFFMAN',
} as const;

/** Operator switches and whitelabel feature flags. */
export const FLAG = {
  USERNAME_REGISTER: 'USERNAMEREG3',
  MOBILE_REGISTER: 'MOBILENUMREG3',
  MOBILE_VERIFICATION: 'REGMOBVERF3',
  MOBILE_PASSWORD_REGISTER: 'MOBILENUMPASSREG3',
  FACEBOOK_LOGIN: 'FACEBOOKLOGIN3',
  GOOGLE_LOGIN: 'GOOGLELOGIN3',
  REWARD_CENTRE: 'REWCEN3',
  DEPOSIT_RECORD: 'DEPRECM3',
  WITHDRAW_RECORD: 'WITHREC3',
  TRANSACTION_RECORD: 'TRANSREC3',
  BETTING_RECORD: 'TRANSBETREPMEM3',
  PROFIT_AND_LOSS: 'PERSREP',
  TRANSFER_TO_UPLINE: 'AGETRANSFERUP3',
  MANUAL_REBATE: 'MANPLAYREB3',
  REBATE_REPORT: 'PLYRBT',
  MAIL_CENTRE: 'MAILCEN',
  FEEDBACK: 'FEEDBACK3',
  VIP_BENEFITS: 'VIPBENEFIT',
  DIRECT_REGISTRATION: 'DIRECTREG',
  MOBILE_CODE_LOGIN: 'MOBILECODELOGIN',
  CAPTCHA: 'CAPTCHA',
  AFFILIATE_CODE: 'AFFCODE',
  PASSWORD_RESET_BY_PHONE: 'RESETPSWPHONE',
} as const;
export type FlagName = (typeof FLAG)[keyof typeof FLAG];

export const MEMBER_TYPE = {
  MEMBER: 0,
  AGENT_NO_TRANSFER: 2,
  TRIAL: 4,
  MEMBER_40: 40,
  TYPE_41: 41,
  TYPE_42: 42,
} as const;
/** Member types without an agency centre. */
export const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];
/** Member types without dividend or contract checks. */
export const NO_DIVIDEND_TYPES: readonly number[] = [4, 40, 41, 42];

export const PAGE_SIZE = { GAMES: 26, FAVOURITES: 26, RECENTS: 25 } as const;
export const FIRST_PAGE = 1;
export const CLIENT_TYPE = 2;
export const GAME_PLATFORM = 'html5';
export const HOT_GAMES_IS_PLATFORM = 2;

/** Durations in milliseconds. */
export const DURATION = {
  PAGE_TRANSITION: 300,
  LANGUAGE_DEBOUNCE: 200,
  REDIRECT_AFTER_PASSWORD_CHANGE: 1000,
  POPUP_COMPUTE_DELAY: 500,
  BANNER_AUTOPLAY: 5000,
  HOT_MATCH_SLIDE: 500,
  HOT_MATCH_ADVANCE: 5000,
  LOAD_MORE_THROTTLE: 1000,
  TOUCH_PRESS_DELAY: 130,
  LONG_PRESS: 370,
  TOAST_SHORT: 3000,
  TOAST_LONG: 8000,
  TOAST_INFO: 2000,
  TOAST_SUCCESS: 1500,
  TOAST_SUCCESS_SHORT: 1000,
  FREE_REJECT: 2000,
  CONTACT_SERVICE: 2000,
  SIGN_OUT_LOADING: 10000,
  EMAIL_SENT: 1000,
  SMS_SENT: 1500,
} as const;

export const THRESHOLD = {
  SWIPE_BACK_PX: 100,
  INFINITE_SCROLL_PX: 500,
  STICKY_HEADER_PX: 100,
  VENDOR_CAROUSEL_MIN: 5,
  VENDOR_CAROUSEL_PER_VIEW: 4,
  VENDOR_CAROUSEL_SPACING_PX: 5,
} as const;

export const LIMIT = {
  CAPTCHA_MAX: 16,
  CAPTCHA_MAX_NUMERIC: 6,
  MOBILE_MAX: 20,
  SMS_CODE_MAX: 10,
  COMMENT_MAX: 140,
  IMAGE_MAX_BYTES: 5 * 1024 * 1024,
  IMAGE_MAX_COUNT: 3,
  EMAIL_MAX: 255,
  SMS_COUNTDOWN_DEFAULT_S: 60,
  /** Largest JSON body the API accepts. */
  BODY_MAX_BYTES: 64 * 1024,
} as const;

export const AGE_LIMITS = [18, 21] as const;

/** Security centre: the payment password is 6 digits; the payee name at most 64 characters. */
export const SECURITY = {
  PAYMENT_PASSWORD_PATTERN: /^\d{6}$/,
  PAYEE_NAME_MAX: 64,
  /** Wrong payment passwords a member may try per window before `rate.limited`. */
  PAYMENT_PASSWORD_TRIES: 5,
  PAYMENT_PASSWORD_WINDOW_MS: 15 * 60_000,
} as const;
export const BALANCE_DECIMALS = 2;

/** Agent greeting bands by hour (inclusive upper bounds). */
export const GREETING_BANDS = [
  { upTo: 10, key: 'greeting_morning' },
  { upTo: 14, key: 'greeting_early_afternoon' },
  { upTo: 18, key: 'greeting_late_afternoon' },
  { upTo: 24, key: 'greeting_evening' },
] as const;

/** Languages offered in the switcher. */
export const SWITCHER_LANGUAGES = ['EN', 'TY'] as const;
export type SwitcherLanguage = (typeof SWITCHER_LANGUAGES)[number];

/**
 * Language codes the text table knows. Codes without a
 * translation fall back to EN.
 */
export const KNOWN_LANGUAGES = [
  'EN', 'TY', 'PT', 'ES', 'FR', 'DE', 'IT', 'NL', 'RU', 'UK',
  'PL', 'TR', 'AR', 'FA', 'HE', 'HI', 'BN', 'UR', 'TA', 'TE',
  'MR', 'TH', 'VI', 'ID', 'MS', 'KM', 'LO', 'MY', 'ZH', 'TW',
  'JA', 'KO', 'MN', 'KK', 'UZ', 'SW', 'AM', 'RO', 'HU', 'CS',
  'EL', 'SV',
] as const; // prettier-ignore
export type LanguageCode = (typeof KNOWN_LANGUAGES)[number];

/** Download resource types. */
export const RESOURCE_TYPE = {
  IOS: 'IOS',
  ANDROID: 'Android',
  MOBILECONFIG: 'MOBILECONFIG',
  APP_ICON: 'AppDownloadIcon',
  CHAT_APP: 'ChatApp',
} as const;

/** Customer-service channel kinds. */
export const SERVICE_CHANNEL = {
  LIVE_CHAT: 'LIVECHAT',
  TELEGRAM: 'TELEGRAM',
  FACEBOOK: 'FACEBOOK',
  MESSAGING_APP: 'MESSAGINGAPP',
} as const;

export const REGISTER_METHOD = ['APP', 'H5', 'WEBCLIP', 'PWA'] as const;

/** The head icons a member chooses from (1…HEAD_ICON_COUNT; none chosen shows the initial). */
export const HEAD_ICON_COUNT = 12;
export const LOGIN_TYPE = ['username', 'sms', 'firebase'] as const;

/** Browser storage keys. */
export const STORAGE_KEY = {
  SESSION_INFO: 'MC_SESSION_INFO',
  LANGUAGE: 'kalaro.language',
  HIDE_DOWNLOAD_BAR: 'hideDownloadBar',
  WEBCLIP: 'WEBCLIP',
  AUTO_LOGIN: 'autoLogin',
} as const;
