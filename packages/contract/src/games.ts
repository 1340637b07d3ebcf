import { z } from 'zod';
import { rowId, rowIdParam } from './ids.ts';
import { multilineText, str, text } from './text.ts';
import { languageCodes } from './locales.ts';
import { amountTextSchema } from './money.ts';
import { gameCategories } from './navigation.ts';

/**
 * The games catalogue on the wire (api-protocol.md, "Games"). A game row has one of the seven game
 * types; ESPORTS is not a type of its own but the SPORTS vendors a brand lists as e-sports, shown apart.
 */
export const gameTypes = ['SPORTS', 'ELOTT', 'LOTT', 'LIVE', 'FISH', 'RNG', 'PVP'] as const;
export type GameType = (typeof gameTypes)[number];

/** How a vendor's games are played: our own studio, the seamless wallet, a transfer wallet, or not at all (yet). */
export const vendorIntegrations = ['house', 'seamless', 'transfer', 'none'] as const;
export type VendorIntegration = (typeof vendorIntegrations)[number];

export const vendorCodeSchema = str().trim().toUpperCase().regex(/^[A-Z0-9_]{2,20}$/, 'must be 2 to 20 of A-Z, 0-9 and _');
export const gameCodeSchema = str().trim().regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/, 'must be 1 to 64 of letters, digits and . _ : - (starting with a letter or digit)');
export const classifyKeySchema = str().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be 1 to 32 of a-z, 0-9 and -');
/** Names per language code; English is required (it is the fallback of every other language). */
export const gameNamesSchema = z
  // Imported names may hold a line break (quoted CSV cells); NUL and other controls are refused.
  .partialRecord(z.enum(languageCodes), multilineText(120).min(1))
  .refine((names) => Boolean(names.EN), { message: 'an English (EN) name is required' });

/** Whether an entry is a game, or a vendor entry that opens a popup list of that vendor's games. */
export const isGameValues = ['GAME', 'VASSALAGE'] as const;

export const gameEntrySchema = z.object({
  /** The catalogue id of the game: what favourites, recent games and launch refer to. */
  nodeId: z.number().int(),
  gameCode: str(),
  /** The English name. */
  gameName: str(),
  /** The name in the asked language (English when the game has none in it). */
  displayName: str(),
  iconUrl: str(),
  /** The vendor's code. */
  vassalage: str(),
  vendorName: str(),
  gameType: z.enum(gameTypes),
  isGame: z.enum(isGameValues),
  isHot: z.boolean(),
  /** Demo (free) play is offered. */
  demo: z.boolean(),
  classify: z.array(str()),
});
export type GameEntry = z.infer<typeof gameEntrySchema>;

const upper = (max: number) => str().trim().toUpperCase().max(max);
/** Fields the original clients send and the server does not need (brand comes from the Merchant header). */
const clientFields = {
  clientType: str().trim().max(8).optional(),
  platform: str().trim().max(40).optional(),
  merchant: str().trim().max(32).optional(),
  merchantCode: str().trim().max(32).optional(),
  isPlatform: str().trim().max(4).optional(),
};
/** A language code; an unknown one falls back to the Language header's (as the header itself does). */
const languageParam = upper(8).optional();

export const gameListQuerySchema = z
  .object({
    ...clientFields,
    /** A game type, or ESPORTS (the brand's e-sports vendors); unknown values answer `game.category.unknown`. */
    gameType: upper(16).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    /** A vendor code: only that vendor's games (the popup list of a VASSALAGE entry). */
    vassalage: upper(20).optional(),
    gameClassify: str().trim().toLowerCase().max(32).optional(),
    language: languageParam,
    /** Part of a game's name, in the asked language or in English; at most 50 characters. */
    keyword: str().trim().max(50).optional(),
  })
  .strict();

export const gameListValueSchema = z.object({
  games: z.array(gameEntrySchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const hotGamesQuerySchema = z.object({ ...clientFields, vassalage: upper(20).optional(), language: languageParam }).strict();
export const languageQuerySchema = z.object({ ...clientFields, language: languageParam }).strict();

export const laneSchema = z.object({
  /** The category code (ESPORTS included); clients translate it. */
  title: z.enum(gameCategories),
  cards: z.array(
    z.object({
      vassalage: str(),
      displayName: str(),
      /** The lane's category (ESPORTS for a split-off sports vendor). */
      gameType: z.enum(gameCategories),
      icon: str(),
      isHot: z.boolean(),
    }),
  ),
  /** Classify tags of the lane's games, with how many games carry each. */
  gameClassify: z.array(z.object({ key: str(), displayName: str(), gameCount: z.number().int() })),
});
export const vendorsValueSchema = z.object({ data: z.object({ lanes: z.array(laneSchema) }) });

export const vassGameTypeQuerySchema = z.object({ ...clientFields, vassalage: upper(20).optional(), language: languageParam }).strict();
/** gameType -> vendor code -> that vendor's classify tags in the type. */
export const vassGameTypeValueSchema = z.object({ content: z.record(str(), z.record(str(), z.array(str()))) });

/** Favourite add and remove name the game by nodeId; vendor and gameType, when sent, must match it. */
export const favouriteRefSchema = z
  .object({
    nodeId: rowIdParam(),
    vendor: upper(20).optional(),
    gameType: upper(16).optional(),
  })
  .strict();
export const favouriteIdsValueSchema = z.object({ list: z.array(z.object({ nodeId: z.number().int(), vassalage: str(), gameType: z.enum(gameTypes) })) });
export const favouriteChangeValueSchema = z.object({ nodeId: z.number().int(), favourite: z.boolean() });
export const gamesValueSchema = z.object({ games: z.array(gameEntrySchema) });
export const recentGamesValueSchema = z.object({ list: z.array(gameEntrySchema.extend({ lastPlayedAt: str() })) });

export const gameMenusValueSchema = z.object({
  /** The brand's navigation entries whose vendors can be played, with page and point ratio. */
  navigation: z.array(
    z.object({
      gameType: z.enum(gameCategories),
      vendor: str().optional(),
      nameKey: str(),
      enName: str(),
      page: str(),
      /** Points earned per unit of turnover in this category; null where the category earns none. */
      pointRatio: z.number().nullable(),
    }),
  ),
  /** Lottery and e-lottery entries. */
  lottery: z.array(gameEntrySchema),
});

export const popularQuerySchema = z.object({ ...clientFields, count: z.coerce.number().int().min(1).max(50).default(20), language: languageParam }).strict();
export const listValueSchema = z.object({ list: z.array(gameEntrySchema) });

export const roomListQuerySchema = z.object({ ...clientFields, nodeId: rowIdParam().optional(), vassalage: upper(20).optional(), language: languageParam }).strict();
export const roomSchema = z.object({
  roomId: z.number().int(),
  roomCode: str(),
  roomName: str(),
  nodeId: z.number().int(),
  gameName: str(),
  vassalage: str(),
  minBet: amountTextSchema,
  maxBet: amountTextSchema,
  seats: z.number().int(),
  players: z.number().int(),
  status: z.enum(['open', 'full', 'closed']),
});
export const roomListValueSchema = z.object({ list: z.array(roomSchema) });

export const winnerBoardQuerySchema = z
  .object({
    ...clientFields,
    /** ALL, or a game type; unknown values answer `game.category.unknown`. */
    gameCategory: upper(16).default('ALL'),
    limitNum: z.coerce.number().int().min(1).max(50).default(20),
    language: languageParam,
  })
  .strict();
export const winnerBoardValueSchema = z.object({
  list: z.array(
    z.object({
      /** The winner's name, masked (first two and last two characters). */
      userName: str(),
      gameName: str(),
      gameType: z.enum(gameTypes),
      vassalage: str(),
      amount: amountTextSchema,
      currency: str(),
      winTime: str(),
    }),
  ),
});

/** One row of a vendor's game list, as the importer reads it (JSON array or JSON Lines). */
export const gameImportRowSchema = z
  .object({
    vendor: vendorCodeSchema,
    code: gameCodeSchema,
    gameType: str().trim().toUpperCase().pipe(z.enum(gameTypes)),
    names: gameNamesSchema,
    iconUrl: str()
      .trim()
      .max(500)
      .regex(/^(https:\/\/|\/)[^\s]*$/, 'must be an https URL or a path starting with /')
      .or(z.literal(''))
      .default(''),
    classify: z.array(classifyKeySchema).max(10).default([]),
    isHot: z.boolean().default(false),
    sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
    /** A vendor entry that opens a popup list of the vendor's games. */
    vassalage: z.boolean().default(false),
    demo: z.boolean().default(false),
    enabled: z.boolean().default(true),
  })
  .strict();
export type GameImportRow = z.output<typeof gameImportRowSchema>;

export const gameImportFormats = ['json', 'jsonl', 'csv'] as const;
export const gameImportQuerySchema = z
  .object({
    /** Defaults from the file name (.json, .jsonl, .ndjson, .csv), else from the first character. */
    format: z.enum(gameImportFormats).optional(),
    dryRun: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
  })
  .strict();
export const gameImportErrorSchema = z.object({ line: z.number().int(), row: z.number().int(), field: str(), message: str() });
export type GameImportError = z.infer<typeof gameImportErrorSchema>;
export const gameImportValueSchema = z.object({ rows: z.number().int(), inserted: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), dryRun: z.boolean() });
/** Largest game list file the importer takes. */
export const maxGameImportBytes = 32 * 1024 * 1024;

/** Importing a configured vendor's own list (its adapter asks the vendor): a dry run or the real thing. */
export const vendorImportParamsSchema = z.object({ vendor: vendorCodeSchema }).strict();
export const vendorImportQuerySchema = gameImportQuerySchema.pick({ dryRun: true });


// The operator console's games section (issue 14). A brand's settings override the catalogue's per
// field; null keeps the catalogue's value (and sending null puts it back).

/** An order value (smaller first), as the catalogue's `sort`. */
export const catalogueSortSchema = z.number().int().min(-1_000_000).max(1_000_000);
const pageNo = z.coerce.number().int().min(1).max(10_000).default(1);
const opPageSize = z.coerce.number().int().min(1).max(200).default(20);
/** `true` or `false` in a query string; absent means either. */
const flagFilter = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));
/** An order key, `-` first for descending. */
const sortParam = <const K extends readonly [string, ...string[]]>(keys: K, fallback: K[number]) =>
  z.enum([...keys, ...keys.map((k) => `-${k}`)] as [string, ...string[]]).default(fallback);
const distinct = <T>(items: readonly T[], key: (item: T) => unknown = (i) => i) => new Set(items.map(key)).size === items.length;

export const opGameSorts = ['order', 'name', 'vendor', 'type', 'code', 'updated'] as const;
/**
 * The brand a games-section call reads or changes: a deployment-wide operator names it (the console's
 * working brand; without it, the request's brand), a brand operator's is always their own (naming another
 * is refused with operator.forbidden).
 */
const workingBrandId = { brandId: rowIdParam().optional() };
export const opGamesBrandQuerySchema = z.object(workingBrandId).strict();

export const opGamesQuerySchema = z
  .object({
    ...workingBrandId,
    pageNo,
    pageSize: opPageSize,
    vendor: vendorCodeSchema.optional(),
    gameType: str().trim().toUpperCase().pipe(z.enum(gameTypes)).optional(),
    classify: classifyKeySchema.optional(),
    /** Whether the game is on in the brand (its own setting, else the catalogue's). */
    enabled: flagFilter,
    hot: flagFilter,
    /** Part of a name (any language) or of the game code; at most 50 characters. */
    q: text(50).optional(),
    sort: sortParam(opGameSorts, 'order'),
  })
  .strict();

const gameSettingsSchema = z.object({ enabled: z.boolean(), hot: z.boolean(), sort: z.number().int() });
export const opGameRowSchema = z.object({
  id: z.number().int(),
  code: str(),
  vendor: str(),
  vendorName: str(),
  gameType: z.enum(gameTypes),
  /** The English name. */
  name: str(),
  iconUrl: str(),
  classify: z.array(str()),
  /** What the brand's players get: the brand's setting where it has one, else the catalogue's. */
  enabled: z.boolean(),
  hot: z.boolean(),
  sort: z.number().int(),
  catalogue: gameSettingsSchema,
  brand: z.object({ enabled: z.boolean().nullable(), hot: z.boolean().nullable(), sort: z.number().int().nullable() }),
  /** The game's vendor is on in the brand and integrated: without it the game is not shown, whatever its own setting. */
  vendorShown: z.boolean(),
  updatedAt: str(),
});
export const opGamesValueSchema = z.object({ rows: z.array(opGameRowSchema), total: z.number().int() });

/** Bulk: the same change to each named game of the operator's brand (all or nothing). */
export const opGameSettingsBodySchema = z
  .object({
    ids: z
      .array(rowId())
      .min(1)
      .max(500)
      .refine((ids) => distinct(ids), 'must not name a game twice'),
    enabled: z.boolean().nullable().optional(),
    hot: z.boolean().nullable().optional(),
    sort: catalogueSortSchema.nullable().optional(),
  })
  .strict()
  .refine((b) => b.enabled !== undefined || b.hot !== undefined || b.sort !== undefined, 'name at least one of enabled, hot and sort');
export const opGameSettingsValueSchema = z.object({ updated: z.number().int(), rows: z.array(opGameRowSchema) });

/** The lobby's tabs: game categories (lanes and header entries) and classify tags (each lane's filters). */
export const hallTabKinds = ['category', 'classify'] as const;
export const hallTabSchema = z.object({
  kind: z.enum(hallTabKinds),
  key: str(),
  /** The English name. */
  name: str(),
  enabled: z.boolean(),
  sort: z.number().int(),
  catalogue: z.object({ sort: z.number().int() }),
  brand: z.object({ enabled: z.boolean().nullable(), sort: z.number().int().nullable() }),
  /** Games the brand's players can see under it. */
  games: z.number().int(),
});
export const opHallTabsValueSchema = z.object({ categories: z.array(hallTabSchema), classifies: z.array(hallTabSchema) });
export const opHallTabsBodySchema = z
  .object({
    tabs: z
      .array(z.object({ kind: z.enum(hallTabKinds), key: text(32).min(1), enabled: z.boolean().nullable(), sort: catalogueSortSchema.nullable() }).strict())
      .min(1)
      .max(200)
      .refine((tabs) => distinct(tabs, (t) => `${t.kind}:${t.key}`), 'must not name a tab twice'),
  })
  .strict();

/** What a vendor's connection takes: Hub88's keys, our own seamless protocol's secret, nothing (our studio), or not set up. */
export const vendorConnectionKinds = ['hub88', 'seamless', 'house', 'none'] as const;
export const opVendorSorts = ['order', 'name', 'code', 'games'] as const;
export const opVendorsQuerySchema = z
  .object({
    ...workingBrandId,
    pageNo,
    pageSize: opPageSize,
    q: text(50).optional(),
    enabled: flagFilter,
    integration: z.enum(vendorIntegrations).optional(),
    sort: sortParam(opVendorSorts, 'order'),
  })
  .strict();
export const opVendorRowSchema = z.object({
  code: str(),
  name: str(),
  iconUrl: str(),
  categories: z.array(str()),
  integration: z.enum(vendorIntegrations),
  /** On in the brand: its own setting, else the catalogue's. */
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Players see it: on, and integrated. */
  shown: z.boolean(),
  catalogue: z.object({ enabled: z.boolean(), sort: z.number().int() }),
  brand: z.object({ enabled: z.boolean().nullable(), sort: z.number().int().nullable() }),
  games: z.number().int(),
  connection: z.enum(vendorConnectionKinds),
  /** Every credential its connection needs is entered. */
  credentialsSet: z.boolean(),
});
export const opVendorsValueSchema = z.object({ rows: z.array(opVendorRowSchema), total: z.number().int() });
export const opVendorBrandBodySchema = z
  .object({ enabled: z.boolean().nullable().optional(), sort: catalogueSortSchema.nullable().optional() })
  .strict()
  .refine((b) => b.enabled !== undefined || b.sort !== undefined, 'name enabled or sort');

/** A credential as the console sees it: never its value, only whether it is there and when it was last entered. */
export const credentialStateSchema = z.object({ name: str(), set: z.boolean(), changedAt: str().nullable() });
export const hub88PublicSettingsSchema = z.object({
  apiUrl: str(),
  operatorId: z.number().int(),
  subPartnerId: str().nullable(),
  timeoutMs: z.number().int(),
  demoGames: z.boolean(),
  defaultCountry: str(),
});
export const opVendorIntegrationValueSchema = z.object({
  vendor: str(),
  name: str(),
  connection: z.enum(vendorConnectionKinds),
  /** A Hub88 connection is switched on (seamless: the vendor is on). */
  enabled: z.boolean(),
  /** Hub88's settings that are not secret; null for other connections. */
  settings: hub88PublicSettingsSchema.nullable(),
  credentials: z.array(credentialStateSchema),
  /** A connection check is possible without side effects at the vendor. */
  testable: z.boolean(),
});
const pem = multilineText(10_000).min(1);
export const opVendorIntegrationBodySchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('seamless'),
      /** Our own protocol's HMAC secret: 32 to 256 printable characters. Omitted: kept. */
      credentials: z.object({ secret: str().regex(/^[\x21-\x7e]{32,256}$/, 'must be 32 to 256 printable characters without spaces').optional() }).strict(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('hub88'),
      enabled: z.boolean(),
      settings: z
        .object({
          apiUrl: text(300).regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http(s) URL'),
          operatorId: z.number().int().positive().max(2_147_483_647),
          subPartnerId: text(100).min(1).nullable().optional(),
          timeoutMs: z.number().int().min(100).max(60_000).optional(),
          demoGames: z.boolean().optional(),
          defaultCountry: str().regex(/^[A-Z]{2}$/, 'must be two capital letters').optional(),
        })
        .strict(),
      /** PEM keys; an omitted one is kept. Our private key is made on first use when none is entered. */
      credentials: z.object({ privateKey: pem.optional(), hub88PublicKey: pem.optional() }).strict(),
    })
    .strict(),
]);
export const opVendorTestValueSchema = z.object({
  outcome: z.enum(['ok', 'failed', 'unsupported']),
  /** The vendor's answer in a few words (never a credential). */
  message: str(),
  games: z.number().int().nullable(),
  ms: z.number().int(),
});
