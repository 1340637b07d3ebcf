import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';
import type { IntegrationContext } from '../vendor-adapter.ts';
import type { Hub88Config, Hub88Configs } from './hub88-config.ts';
import {
  betBodySchema,
  fromHub88Amount,
  HUB88_SIGNATURE_HEADER,
  hub88StatusOf,
  playerIdOf,
  rollbackBodySchema,
  statusOfInvalidBody,
  toHub88Amount,
  unitsOf,
  userBalanceBodySchema,
  userInfoBodySchema,
  winBodySchema,
  type Hub88Status,
} from './hub88-protocol.ts';
import { signBody, verifyBody } from './hub88-signature.ts';

/** A wallet answer before it is written: `balance` in our units. */
interface Answer {
  status: Hub88Status;
  currency?: string;
  balance?: bigint;
}

/** What every call carries back: Hub88 matches answers by request_uuid, and shows the user. */
interface Echo {
  user: unknown;
  request_uuid: unknown;
}

class Refusal extends Error {
  constructor(readonly status: Hub88Status) {
    super(status);
  }
}

const echoOf = (body: unknown): Echo => {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return { user: typeof b.user === 'string' ? b.user : undefined, request_uuid: typeof b.request_uuid === 'string' ? b.request_uuid : undefined };
};

/**
 * Writes Hub88's answer: always HTTP 200 (Hub88 reads the status, not the HTTP code), the balance as
 * an exact JSON integer in Hub88's units (built as text: a bigint never passes through a float), and
 * our signature over the body when we know our key.
 */
function send(reply: FastifyReply, echo: Echo, answer: Answer, config: Hub88Config | null): FastifyReply {
  const head = JSON.stringify({ user: echo.user, status: answer.status, request_uuid: echo.request_uuid, currency: answer.currency });
  // `head` always holds `status`, so the balance joins after a comma.
  const text = answer.balance === undefined ? head : `${head.slice(0, -1)},"balance":${toHub88Amount(answer.balance).toString()}}`;
  void reply.code(200).header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store');
  if (config) void reply.header(HUB88_SIGNATURE_HEADER, signBody(text, config.privateKey));
  return reply.send(text);
}

/**
 * Hub88's Wallet API (docs.hub88.io, Operator API, Wallet API), served at
 * `POST /vendors/hub88/<VENDOR>/{user/info,user/balance,transaction/bet,transaction/win,transaction/rollback}`
 * for every vendor whose integration is `hub88` (the wallet URL given to Hub88 ends in the vendor code).
 * Each call is verified against Hub88's public key over the raw body, translated onto SeamlessService
 * (its rules: one outcome per transaction_uuid forever, duplicates answer the original, tombstones,
 * no rollback after a win, wins need a live bet, wins and rollbacks after the session ended), and
 * answered with an RS_* status; nothing here moves money on its own, and nothing answers HTTP 500.
 */
export async function registerHub88WalletRoutes(app: FastifyInstance, ctx: IntegrationContext, configs: Hub88Configs): Promise<void> {
  const { seamless, records } = ctx;

  /** The current balance for an error answer (Hub88 wants it with RS_ERROR_NOT_ENOUGH_MONEY); nothing when unknown. */
  async function balanceFor(vendor: string, playerId: string | null): Promise<Pick<Answer, 'currency' | 'balance'>> {
    if (!playerId) return {};
    try {
      const b = await seamless.balance(vendor, playerId);
      return { currency: b.currency, balance: unitsOf(b.balance) };
    } catch {
      return {};
    }
  }

  /** A session token of this vendor for this player (live or not); anything else is RS_ERROR_INVALID_TOKEN. */
  async function checkToken(vendor: string, playerId: string, token: string): Promise<void> {
    const owner = await records.tokenOwner(vendor, token);
    if (owner === undefined || String(owner) !== playerId) throw new Refusal('RS_ERROR_INVALID_TOKEN');
  }

  function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
    const result = schema.safeParse(body);
    if (!result.success) throw new Refusal(statusOfInvalidBody(result.error, body));
    return result.data;
  }

  function player(user: string): string {
    const id = playerIdOf(user);
    if (!id) throw new Refusal('RS_ERROR_INVALID_TOKEN');
    return id;
  }

  function amountOf(amount: number): bigint {
    const units = fromHub88Amount(amount);
    // An amount finer than 1/10,000 of the currency cannot be held exactly: refused, never rounded.
    if (units === null) throw new Refusal('RS_ERROR_WRONG_TYPES');
    return units;
  }

  type Action = (vendor: string, body: unknown) => Promise<Answer>;

  const actions: Record<string, Action> = {
    'user/info': async (vendor, body) => {
      const b = parse(userInfoBodySchema, body);
      const playerId = player(b.user);
      await seamless.balance(vendor, playerId);
      return { status: 'RS_OK' };
    },
    'user/balance': async (vendor, body) => {
      const b = parse(userBalanceBodySchema, body);
      const playerId = player(b.user);
      if (b.token) await checkToken(vendor, playerId, b.token);
      const r = await seamless.balance(vendor, playerId);
      return { status: 'RS_OK', currency: r.currency, balance: unitsOf(r.balance) };
    },
    'transaction/bet': async (vendor, body) => {
      const b = parse(betBodySchema, body);
      const playerId = player(b.user);
      const amount = amountOf(b.amount);
      // Free bets come from rewards granted through Hub88's Freebets API, which we do not use.
      if (b.is_free) throw new Refusal('RS_ERROR_UNKNOWN');
      await checkToken(vendor, playerId, b.token);
      try {
        const r = await seamless.bet(vendor, { playerId, transactionId: b.transaction_uuid, roundId: b.round, amount, currency: b.currency, gameCode: b.game_code ?? undefined, roundClosed: b.round_closed ?? false });
        return { status: 'RS_OK', currency: r.currency, balance: unitsOf(r.balance) };
      } catch (error) {
        // The token is the player's (checked above): refused for the session, it has expired.
        if (error instanceof AppError && error.code === 'vendor.token.invalid') throw new Refusal('RS_ERROR_TOKEN_EXPIRED');
        if (error instanceof AppError && error.code === 'duplicate.transaction' && (await records.transactionStatus(vendor, b.transaction_uuid)) === 'tombstone') {
          throw new Refusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
        }
        throw error;
      }
    },
    'transaction/win': async (vendor, body) => {
      const b = parse(winBodySchema, body);
      const playerId = player(b.user);
      const amount = amountOf(b.amount);
      try {
        // No token check: a win settles whatever became of the session (Hub88 says so too).
        const r = await seamless.win(vendor, { playerId, transactionId: b.transaction_uuid, roundId: b.round, amount, currency: b.currency, gameCode: b.game_code ?? undefined });
        return { status: 'RS_OK', currency: r.currency, balance: unitsOf(r.balance) };
      } catch (error) {
        if (error instanceof AppError && error.code === 'round.no.bet' && b.reference_transaction_uuid && (await records.wasRolledBack(vendor, b.reference_transaction_uuid))) {
          throw new Refusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
        }
        throw error;
      }
    },
    'transaction/rollback': async (vendor, body) => {
      const b = parse(rollbackBodySchema, body);
      const playerId = player(b.user);
      const r = await seamless.rollback(vendor, { playerId, transactionId: b.transaction_uuid, roundId: b.round, referenceTransactionId: b.reference_transaction_uuid });
      return { status: 'RS_OK', currency: r.currency, balance: unitsOf(r.balance) };
    },
  };

  async function handle(action: Action, request: FastifyRequest<{ Params: { vendor: string } }>, reply: FastifyReply) {
    const { vendor } = request.params;
    const echo = echoOf(request.body);
    let config: Hub88Config | null;
    try {
      config = /^[A-Z0-9_]{2,20}$/.test(vendor) ? await configs.get(vendor) : null;
      if (!config || !config.enabled) return send(reply, echo, { status: 'RS_ERROR_INVALID_PARTNER' }, config);
      // Only the JSON parser keeps the raw text; any other body is not Hub88's.
      const raw = (request as FastifyRequest & { rawBody?: string }).rawBody;
      if (raw === undefined) return send(reply, echo, { status: 'RS_ERROR_WRONG_SYNTAX' }, config);
      if (!verifyBody(raw, request.headers[HUB88_SIGNATURE_HEADER], config.hub88Key)) return send(reply, echo, { status: 'RS_ERROR_INVALID_SIGNATURE' }, config);
    } catch (error) {
      request.log.error({ err: error, vendor }, 'hub88: vendor configuration unusable');
      return send(reply, echo, { status: 'RS_ERROR_UNKNOWN' }, null);
    }
    try {
      return send(reply, echo, await action(vendor, request.body), config);
    } catch (error) {
      let status: Hub88Status;
      if (error instanceof Refusal) status = error.status;
      else if (error instanceof AppError && hub88StatusOf[error.code]) status = hub88StatusOf[error.code]!;
      else {
        request.log.error({ err: error, vendor }, 'hub88: wallet call failed');
        status = 'RS_ERROR_UNKNOWN';
      }
      const playerId = typeof echo.user === 'string' ? playerIdOf(echo.user) : null;
      return send(reply, echo, { status, ...(await balanceFor(vendor, playerId)) }, config);
    }
  }

  await app.register(async (scope) => {
    // Hub88 reads only the status: a body that does not parse, or any failure, is still HTTP 200.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = error instanceof AppError ? error : null;
      const parseFailure = appError ? hub88StatusOf[appError.code] === 'RS_ERROR_WRONG_SYNTAX' : (error.statusCode ?? 500) < 500;
      if (!parseFailure) request.log.error({ err: error }, 'hub88: request failed');
      return send(reply, { user: undefined, request_uuid: undefined }, { status: parseFailure ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_UNKNOWN' }, null);
    });
    for (const [path, action] of Object.entries(actions)) {
      scope.post<{ Params: { vendor: string } }>(`/vendors/hub88/:vendor/${path}`, (request, reply) => handle(action, request, reply));
    }
  });
}
