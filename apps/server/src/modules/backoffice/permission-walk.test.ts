import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { endpoints, type EndpointName, type Endpoints } from '@lotus/contract/endpoints';
import type { ErrorCode } from '@lotus/contract/errors';
import { operatorPermissions } from '@lotus/contract/operators';
import { createHarness, type Harness } from '../../../test/app-harness.ts';
import { memberPassword, TestClient } from '../../../test/api-client.ts';
import { databaseKinds } from '../../../test/databases.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { GamesRepository } from '../games/games.repository.ts';

/** Every call of the endpoint table an operator makes. */
type OperatorEndpoint = { [N in EndpointName]: Endpoints[N]['auth'] extends 'operator' ? N : never }[EndpointName];
type Send = (c: TestClient) => Promise<LightMyRequestResponse>;

/**
 * How a call relates to brands:
 * - `row`: it targets one row of a brand (or of one operator); an operator of another brand, holding every
 *   permission, is refused with one of `refused` and changes nothing;
 * - `list`: it lists a brand's rows; `holds` finds the fixture in the answer, which another brand's operator does not get;
 * - `deployment`: deployment-wide only; a brand's operator (an owner) is refused with operator.forbidden;
 * - `own`: naming no brand, it acts on the operator's own brand whatever the request's brand is (catalogue
 *   settings): another brand's operator is answered for their brand, and brand A's `state` stays as it was;
 * - `none`: the operator's own account, nothing of a brand (`why` says so).
 * A call that takes a brand filter or a working brand (`brandId`, `brand`) also has a `naming` request that
 * names brand A: another brand's operator is refused (and nothing changes), whatever its scope kind says of
 * the call without it, and a deployment-wide operator naming brand A is served.
 */
type Scope =
  | { kind: 'row'; refused: ErrorCode[] }
  | { kind: 'list'; holds: (value: never) => boolean }
  | { kind: 'deployment' }
  | { kind: 'own' }
  | { kind: 'none'; why: string };

interface WalkCase {
  scope: Scope;
  /** Makes what the call acts on (in brand A, the demo brand) and returns the request. */
  prepare(): Promise<Send>;
  /** What the call would change, compared before and after each refusal. */
  state?: () => Promise<unknown>;
  /** The status and error code the allowed call answers, when it is not 200 (a fixture cannot make it succeed here). */
  allowed?: [number, string];
  /** The call naming brand A (sent after `prepare`), and how another brand's operator is refused it. */
  naming?: { send: Send; refused: ErrorCode[] };
}

const operatorCalls = (Object.keys(endpoints) as EndpointName[]).filter((n) => endpoints[n].auth === 'operator') as OperatorEndpoint[];
let seq = 0;
/** A day around today (UTC), yyyy-MM-dd: report ranges that hold rows made now whatever the brand's time zone. */
const walkDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 20);

describe('the operator calls of the endpoint table', () => {
  it('are every /ops call but the login, and each names a permission', () => {
    for (const [name, def] of Object.entries(endpoints)) {
      if (def.path.startsWith('/ops/') && name !== 'operatorLogin') expect(def.auth, name).toBe('operator');
    }
    for (const name of operatorCalls) {
      const permission = (endpoints[name] as { permission?: string }).permission;
      expect(permission === 'self' || operatorPermissions.includes(permission as never), `${name} names no permission`).toBe(true);
    }
  });
});

describe.each(databaseKinds)('the permission walk on %s', (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let brandA: number;
  let brandB: number;
  const clients: Record<'admin' | 'insider' | 'outsider' | 'walkerA' | 'walkerD', TestClient> = {} as never;
  let walkRoleA: number;
  let walkRoleD: number;
  /** opRevokeSession's target: another session of the operator who calls. */
  let sessionId = '';

  const db = () => h.database.db;
  const roleId = async (name: string) => (await db().selectFrom('operator_roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  async function addOperator(brandId: number | null, role: number, username = uniq('op')) {
    const password = 'walk-Secret-77';
    const id = (await db().insertInto('operators').values({ username, password_hash: await hashPassword(password), brand_id: brandId, role_id: role }).returning('id').executeTakeFirstOrThrow()).id;
    return { id, username, password };
  }
  async function signIn(o: { username: string; password: string }) {
    const c = new TestClient(app);
    c.token = (await c.ok('operatorLogin', { body: { username: o.username, password: o.password } })).token;
    return c;
  }
  const head = async () => (await db().selectFrom('audit_chain').select('last_id').executeTakeFirstOrThrow()).last_id;

  // Fixtures in brand A (the demo brand: it has payment channels and the lottery).
  async function member() {
    // A visitor of their own address each (behind the trusted proxy): the walk registers more members than one address may in an hour.
    const c = new TestClient(app, { 'x-forwarded-for': `10.23.${Math.floor(seq / 250) % 250}.${seq++ % 250}` });
    const v = await c.register(uniq('m'));
    return { c, id: v.id as number };
  }
  async function pendingDeposit() {
    const { c } = await member();
    const channels = await c.ok('paymentChannels');
    return (await c.ok('deposit', { body: { channelId: channels[0].id, amount: '150', reference: 'WALK-1' } })).id as number;
  }
  async function depositWithProof() {
    const { c } = await member();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(32)]);
    const m = multipartFile(png, 'slip.png', 'image/png');
    const fileId = (await app.inject({ method: 'POST', url: '/wps/upload/proof', payload: m.payload, headers: { ...m.headers, authorization: c.token! } })).json().value.fileId as string;
    const channels = await c.ok('paymentChannels');
    await c.ok('deposit', { body: { channelId: channels[0].id, amount: '150', reference: 'WALK-P', proofs: [fileId] } });
    return fileId;
  }
  /** A member's feedback with one image (multipart), in brand A: its id and the image's file id. */
  async function feedbackWithImage() {
    const { c } = await member();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(32)]);
    const boundary = `----walk${crypto.randomBytes(6).toString('hex')}`;
    const field = (n: string, v: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(field('category', 'problem') + field('content', 'walk feedback text') + `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await app.inject({ method: 'PUT', url: '/wps/feedback', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: c.token! } });
    const id = res.json().value.id as number;
    const row = await db().selectFrom('feedback').select('images').where('id', '=', id).executeTakeFirstOrThrow();
    return { id, fileId: row.images[0]!.id };
  }
  async function boundCard() {
    const { c } = await member();
    await c.ok('setPaymentPassword', { body: { password: '135790', confirmPassword: '135790', loginPassword: memberPassword } });
    return (await c.ok('bindBankCard', { body: { bankName: 'Walk Bank', accountName: 'Walk Card', accountNumber: `${Date.now()}${seq++}`.slice(-12), paymentPassword: '135790' } })).id as number;
  }
  async function pendingWithdrawal() {
    const { c, id } = await member();
    await clients.admin.ok('opAdjust', { params: { id }, body: { amount: '500', reason: 'walk funds', requestId: crypto.randomUUID() } });
    await c.ok('setPaymentPassword', { body: { password: '135790', confirmPassword: '135790', loginPassword: memberPassword } });
    const card = await c.ok('bindBankCard', { body: { bankName: 'HBL', accountName: 'Walk Test', accountNumber: '12345678901', paymentPassword: '135790' } });
    return (await c.ok('withdraw', { body: { cardId: card.id, amount: '200', paymentPassword: '135790' } })).id as number;
  }
  async function openRequirement() {
    const { id } = await member();
    await clients.admin.ok('opAdjust', { params: { id }, body: { amount: '100', reason: 'walk bonus', requestId: crypto.randomUUID(), turnover: { multiple: 2 } } });
    const rows = (await clients.admin.ok('opMemberTurnover', { params: { id } })).rows as { id: string }[];
    return rows[0]!.id;
  }
  /** An open issue of brand A's games other than the Thai lottery (whose results the walk enters), drawing later. */
  async function openIssueOfA() {
    const row = await db()
      .selectFrom('lottery_issues as i')
      .innerJoin('lottery_games as g', 'g.id', 'i.game_id')
      .select('i.id')
      .where('g.brand_id', '=', brandA)
      .where('g.code', '!=', 'thai-gov')
      .where('i.status', '=', 'open')
      .where('i.draw_at', '>', h.clock.now)
      .orderBy('i.draw_at', 'desc')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const status = (table: 'deposits' | 'withdrawals', id: number) => db().selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow();
  const post = (url: string, c: TestClient, body: unknown) => app.inject({ method: 'POST', url, payload: body as string, headers: { authorization: c.token! } });

  /** One case per operator call: a call added to the table without one fails to compile, and the walk below fails. */
  function walkCases(): Record<OperatorEndpoint, WalkCase> {
    let depositId = 0;
    let withdrawalId = 0;
    let requirementId = '';
    let memberId = 0;
    let memberClient: TestClient;
    let issueId = 0n;
    let targetOperator = 0;
    let targetRole = 0;
    let labelId = 0;
    let gameId = 0;
    let lotteryGameId = 0;
    let proofId = '';
    let channelId = 0;
    let cardId = 0;
    let hotAsked = false;
    let newBrandCode = '';
    let tabsAsked: unknown[] = [];
    let feedback = { id: 0, fileId: '' };
    return {
      // Live chat: each case opens a conversation of a member of brand A.
      ...(() => {
        let chatId = 0;
        let chatMessage = 0;
        let chatImageId = '';
        let cannedId = 0;
        const chatOfA = async () => {
          const { c } = await member();
          const sent = await c.ok('chatSend', { body: { text: 'walk chat' } });
          [chatId, chatMessage] = [sent.message.conversationId, sent.message.id];
          return c;
        };
        const chatState = () => db().selectFrom('chat_conversations').select(['status', 'assigned_operator_id', 'agent_read_up_to', 'last_message_id']).where('id', '=', chatId).executeTakeFirstOrThrow();
        const png = () => multipartFile(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(32)]), 'chat.png', 'image/png');
        type ChatCall = 'opChats' | 'opChat' | 'opChatAssign' | 'opChatSend' | 'opChatSendImage' | 'opChatRead' | 'opChatClose' | 'opChatImage' | 'opCannedReplies' | 'opAddCannedReply' | 'opDeleteCannedReply';
        const cases: Record<ChatCall, WalkCase> = {
          opChats: {
            scope: { kind: 'list', holds: (v: { rows: { id: number }[] }) => v.rows.some((r) => r.id === chatId) },
            prepare: async () => {
              await chatOfA();
              return (c) => c.call('opChats');
            },
            naming: { send: (c) => c.call('opChats', { query: { brandId: String(brandA) } }), refused: ['operator.forbidden'] },
          },
          opChat: { scope: { kind: 'row', refused: ['not.found'] }, prepare: async () => (await chatOfA(), (c) => c.call('opChat', { params: { id: chatId } })) },
          opChatAssign: { scope: { kind: 'row', refused: ['not.found'] }, prepare: async () => (await chatOfA(), (c) => c.call('opChatAssign', { params: { id: chatId }, body: {} })), state: chatState },
          opChatSend: { scope: { kind: 'row', refused: ['not.found'] }, prepare: async () => (await chatOfA(), (c) => c.call('opChatSend', { params: { id: chatId }, body: { text: 'walk reply' } })), state: chatState },
          opChatSendImage: {
            scope: { kind: 'row', refused: ['not.found'] },
            prepare: async () => {
              await chatOfA();
              return (c) => {
                const m = png();
                return app.inject({ method: 'POST', url: `/ops/chat/conversations/${chatId}/images`, payload: m.payload, headers: { ...m.headers, authorization: c.token! } });
              };
            },
            state: chatState,
          },
          opChatRead: { scope: { kind: 'row', refused: ['not.found'] }, prepare: async () => (await chatOfA(), (c) => c.call('opChatRead', { params: { id: chatId }, body: { upTo: chatMessage } })), state: chatState },
          opChatClose: { scope: { kind: 'row', refused: ['not.found'] }, prepare: async () => (await chatOfA(), (c) => c.call('opChatClose', { params: { id: chatId }, body: {} })), state: chatState },
          opChatImage: {
            scope: { kind: 'row', refused: ['not.found'] },
            prepare: async () => {
              const m = png();
              const customer = await chatOfA();
              chatImageId = (await app.inject({ method: 'POST', url: '/wps/chat/images', payload: m.payload, headers: { ...m.headers, authorization: customer.token! } })).json().value.message.imageId;
              return (c) => c.call('opChatImage', { params: { imageId: chatImageId } });
            },
          },
          opCannedReplies: {
            scope: { kind: 'list', holds: (v: { rows: { id: number }[] }) => v.rows.some((r) => r.id === cannedId) },
            prepare: async () => {
              cannedId = (await clients.admin.ok('opAddCannedReply', { query: { brandId: String(brandA) }, body: { title: uniq('t'), text: 'Hello' } })).id;
              return (c) => c.call('opCannedReplies');
            },
            naming: { send: (c) => c.call('opCannedReplies', { query: { brandId: String(brandA) } }), refused: ['operator.forbidden'] },
          },
          opAddCannedReply: {
            scope: { kind: 'own' },
            prepare: async () => (c) => c.call('opAddCannedReply', { body: { title: uniq('t'), text: 'Walk canned' } }),
            state: () => db().selectFrom('chat_canned_replies').select('id').where('brand_id', '=', brandA).execute(),
            naming: { send: (c) => c.call('opAddCannedReply', { query: { brandId: String(brandA) }, body: { title: uniq('t'), text: 'Walk canned' } }), refused: ['operator.forbidden'] },
          },
          opDeleteCannedReply: {
            scope: { kind: 'row', refused: ['not.found'] },
            prepare: async () => {
              cannedId = (await clients.admin.ok('opAddCannedReply', { query: { brandId: String(brandA) }, body: { title: uniq('t'), text: 'Bye' } })).id;
              return (c) => c.call('opDeleteCannedReply', { params: { id: cannedId } });
            },
            state: () => db().selectFrom('chat_canned_replies').select('id').where('id', '=', cannedId).execute(),
          },
        };
        return cases;
      })(),
      // The body is the image: the walk reads no envelope from the allowed answer (codeOf finds no errorCode).
      opProofImage: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          proofId = await depositWithProof();
          return (c) => c.call('opProofImage', { params: { fileId: proofId } });
        },
      },
      opFeedback: {
        scope: { kind: 'list', holds: (v: { rows: { id: number }[] }) => v.rows.some((r) => r.id === feedback.id) },
        prepare: async () => {
          feedback = await feedbackWithImage();
          return (c) => c.call('opFeedback', { query: { pageSize: '100' } });
        },
        naming: { refused: ['operator.forbidden'], send: (c) => c.call('opFeedback', { query: { pageSize: '100', brandId: String(brandA) } }) },
      },
      opFeedbackImage: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          feedback = await feedbackWithImage();
          return (c) => c.call('opFeedbackImage', { params: { id: feedback.id, fileId: feedback.fileId } });
        },
      },
      opReplyFeedback: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          feedback = await feedbackWithImage();
          return (c) => c.call('opReplyFeedback', { params: { id: feedback.id }, body: { reply: 'walk reply' } });
        },
        state: () => db().selectFrom('feedback').select(['status', 'reply']).where('id', '=', feedback.id).executeTakeFirstOrThrow(),
      },
      opCloseFeedback: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          feedback = await feedbackWithImage();
          return (c) => c.call('opCloseFeedback', { params: { id: feedback.id } });
        },
        state: () => db().selectFrom('feedback').select(['status', 'closed_at']).where('id', '=', feedback.id).executeTakeFirstOrThrow(),
      },
      opBroadcasts: { scope: { kind: 'row', refused: ['not.found'] }, prepare: async () => (c) => c.call('opBroadcasts', { query: { brandId: String(brandA) } }) },
      opSendBroadcast: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => (c) => c.call('opSendBroadcast', { body: { brandId: brandA, title: 'Walk', body: 'A broadcast', category: 'system', target: { kind: 'brand' } } }),
        state: () => db().selectFrom('inbox_messages').select((e) => e.fn.countAll().as('n')).where('brand_id', '=', brandA).where('member_id', 'is', null).executeTakeFirst(),
      },
      opPaymentSettings: { scope: { kind: 'row', refused: ['not.found'] }, prepare: async () => (c) => c.call('opPaymentSettings', { query: { brandId: String(brandA) } }) },
      opUpdatePaymentSettings: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => (c) => c.call('opUpdatePaymentSettings', { query: { brandId: String(brandA) }, body: { approvalThreshold: null } }),
        state: () => db().selectFrom('payment_settings').selectAll().where('brand_id', '=', brandA).execute(),
      },
      opChannels: {
        scope: { kind: 'list', holds: (v: { rows: { brandId: number }[] }) => v.rows.some((r) => r.brandId === brandA) },
        prepare: async () => (c) => c.call('opChannels'),
      },
      opCreateChannel: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          const code = uniq('W').toUpperCase().replace(/[^A-Z0-9_]/g, '_').slice(0, 20);
          return (c) => c.call('opCreateChannel', { body: { brandId: brandA, code, name: 'Walk channel', kind: 'manual_bank', minAmount: '10', maxAmount: '100', dailyLimit: null, enabled: false, sort: 99, accounts: [] } });
        },
        state: () => db().selectFrom('payment_channels').select('id').where('brand_id', '=', brandA).execute(),
      },
      opUpdateChannel: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          channelId = (await db().selectFrom('payment_channels').select('id').where('brand_id', '=', brandA).orderBy('id').executeTakeFirstOrThrow()).id;
          return (c) => c.call('opUpdateChannel', { params: { id: channelId }, body: { sort: 3 } });
        },
        state: () => db().selectFrom('payment_channels').selectAll().where('id', '=', channelId).executeTakeFirstOrThrow(),
      },
      opBankCards: {
        scope: { kind: 'list', holds: (v: { rows: { id: number }[] }) => v.rows.some((r) => r.id === cardId) },
        prepare: async () => {
          cardId = await boundCard();
          return (c) => c.call('opBankCards', { query: { q: 'walk card', pageSize: '100' } });
        },
      },
      opDisableBankCard: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          cardId = await boundCard();
          return (c) => c.call('opDisableBankCard', { params: { id: cardId }, body: { reason: 'walk check' } });
        },
        state: () => db().selectFrom('bank_cards').select(['disabled_at', 'disabled_reason']).where('id', '=', cardId).executeTakeFirstOrThrow(),
      },
      opMe: { scope: { kind: 'none', why: 'who is signed in' }, prepare: async () => (c) => c.call('opMe') },
      opTotpStart: { scope: { kind: 'none', why: "the operator's own second factor" }, prepare: async () => (c) => c.call('opTotpStart') },
      // A made-up code: the call is reached (and refused for the code; enrolment is tested in operators.test.ts).
      opTotpConfirm: { scope: { kind: 'none', why: "the operator's own second factor" }, prepare: async () => (c) => c.call('opTotpConfirm', { body: { otp: '000000' } }), allowed: [401, 'operator.otp.invalid'] },
      opTotpDisable: { scope: { kind: 'none', why: "the operator's own second factor" }, prepare: async () => (c) => c.call('opTotpDisable', { body: { otp: '000000' } }), allowed: [409, 'operator.otp.not.enrolled'] },
      opSignOut: { scope: { kind: 'none', why: "the operator's own session" }, prepare: async () => (c) => c.call('opSignOut') },
      opSessions: { scope: { kind: 'none', why: "the operator's own sessions" }, prepare: async () => (c) => c.call('opSessions') },
      opRevokeSession: {
        // Another operator's session is not found, whatever their brand or permissions.
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => (c) => c.call('opRevokeSession', { params: { id: sessionId } }),
        state: () => db().selectFrom('operator_sessions').select('revoked_at').where('id', '=', BigInt(sessionId || '0')).execute(),
      },
      opDeposits: {
        scope: { kind: 'list', holds: (v: { rows: { id: number }[] }) => v.rows.some((r) => r.id === depositId) },
        prepare: async () => {
          depositId = await pendingDeposit();
          return (c) => c.call('opDeposits', { query: { status: 'pending', pageSize: '100' } });
        },
        naming: { refused: ['operator.forbidden'], send: (c) => c.call('opDeposits', { query: { status: 'pending', pageSize: '100', brandId: String(brandA) } }) },
      },
      opDecideDeposit: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          depositId = await pendingDeposit();
          return (c) => c.call('opDecideDeposit', { params: { id: depositId }, body: { approve: true } });
        },
        state: () => status('deposits', depositId),
      },
      opWithdrawals: {
        scope: { kind: 'list', holds: (v: { rows: { id: number }[] }) => v.rows.some((r) => r.id === withdrawalId) },
        prepare: async () => {
          withdrawalId = await pendingWithdrawal();
          return (c) => c.call('opWithdrawals', { query: { status: 'pending', pageSize: '100' } });
        },
        naming: { refused: ['operator.forbidden'], send: (c) => c.call('opWithdrawals', { query: { status: 'pending', pageSize: '100', brandId: String(brandA) } }) },
      },
      opDecideWithdrawal: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          withdrawalId = await pendingWithdrawal();
          return (c) => c.call('opDecideWithdrawal', { params: { id: withdrawalId }, body: { approve: false, reason: 'walk' } });
        },
        state: () => status('withdrawals', withdrawalId),
      },
      opMemberTurnover: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          memberId = (await member()).id;
          return (c) => c.call('opMemberTurnover', { params: { id: memberId } });
        },
      },
      opWaiveTurnover: {
        // The wallet waives only a requirement of the operator's brand; another brand's is left open and refused.
        scope: { kind: 'row', refused: ['not.found', 'request.state.invalid'] },
        prepare: async () => {
          requirementId = await openRequirement();
          return (c) => c.call('opWaiveTurnover', { params: { id: requirementId }, body: { reason: 'walk waiver' } });
        },
        state: () => db().selectFrom('turnover_requirements').select('status').where('id', '=', BigInt(requirementId)).executeTakeFirstOrThrow(),
      },
      opAdjust: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          ({ id: memberId, c: memberClient } = await member());
          return (c) => c.call('opAdjust', { params: { id: memberId }, body: { amount: '5', reason: 'walk adjust', requestId: crypto.randomUUID() } });
        },
        state: async () => (await memberClient.ok('balance')).sumBalance,
      },
      lotteryResultEntry: {
        scope: { kind: 'row', refused: ['lottery.game.not.found'] },
        prepare: async () => {
          const groups = await new TestClient(app).ok('lotteryGames');
          const thai = (groups as { games: { code: string; gameId: number }[] }[]).flatMap((g) => g.games).find((g) => g.code === 'thai-gov')!;
          const near = (await new TestClient(app).ok('lotteryNear', { query: { gameId: String(thai.gameId) } })).currentNumero;
          // Due now, so the allowed operator's entry is taken (and audited).
          const issue = await db().selectFrom('lottery_issues').select('id').where('game_id', '=', thai.gameId).where('numero', '=', near.numero).executeTakeFirstOrThrow();
          issueId = issue.id;
          const now = h.clock.now.getTime();
          await db().updateTable('lottery_issues').set({ sale_at: new Date(now - 180_000), lock_at: new Date(now - 120_000), draw_at: new Date(now - 60_000) }).where('id', '=', issueId).execute();
          return (c) => c.call('lotteryResultEntry', { body: { gameId: thai.gameId, numero: near.numero, winningNumber: '123456,012,789,345,346,42' } });
        },
        state: () => db().selectFrom('lottery_result_entries').selectAll().where('issue_id', '=', issueId).execute(),
      },
      opAudit: {
        scope: { kind: 'list', holds: (v: { rows: { brandId: number | null }[] }) => v.rows.some((r) => r.brandId === brandA) },
        prepare: async () => (c) => c.call('opAudit', { query: { pageSize: '100' } }),
      },
      opAuditVerify: { scope: { kind: 'deployment' }, prepare: async () => (c) => c.call('opAuditVerify') },
      opImportGames: {
        scope: { kind: 'deployment' },
        prepare: async () => {
          const code = uniq('walk');
          const m = multipartFile(JSON.stringify([{ vendor: 'WALKV', code, gameType: 'RNG', names: { EN: 'Walk', UR: 'واک' } }]), 'walk.json');
          return (c) => app.inject({ method: 'POST', url: '/ops/games/import', payload: m.payload, headers: { ...m.headers, authorization: c.token! } });
        },
        state: () => db().selectFrom('games').select('code').where('vendor_code', '=', 'WALKV').execute(),
      },
      // No vendor integration is configured here: the call is reached and finds none (hub88.test.ts imports from one).
      opImportVendorGames: { scope: { kind: 'deployment' }, prepare: async () => (c) => post('/ops/games/import/HUB88', c, undefined), allowed: [404, 'game.vendor.unavailable'] },
      // The Members section: a member of brand A is not found for brand B's operator.
      opDashboard: {
        scope: { kind: 'list', holds: (v: { pending: { deposits: number } }) => v.pending.deposits > 0 },
        prepare: async () => {
          await pendingDeposit();
          return (c) => c.call('opDashboard');
        },
        naming: { refused: ['operator.forbidden'], send: (c) => c.call('opDashboard', { query: { brand: 'LOTUS' } }) },
      },
      opReportDaily: {
        scope: { kind: 'list', holds: (v: { rows: { newMembers: number }[] }) => v.rows.some((r) => r.newMembers > 0) },
        prepare: async () => {
          await member();
          return (c) => c.call('opReportDaily', { query: { from: walkDay(-45), to: walkDay(45) } });
        },
        naming: { refused: ['operator.forbidden'], send: (c) => c.call('opReportDaily', { query: { from: walkDay(-45), to: walkDay(45), brand: 'LOTUS' } }) },
      },
      opReportGgr: {
        scope: { kind: 'list', holds: (v: { rows: { vendor: string | null }[] }) => v.rows.some((r) => r.vendor === 'walk-vendor') },
        prepare: async () => {
          // A settled bet of brand A as the journal's statements summarise it (the report reads the summaries).
          await db()
            .insertInto('bet_brand_days')
            .values({ brand_id: brandA, day: walkDay(0), category: 'RNG', vendor: 'walk-vendor', slot: 0, stake: 10_000n, win: 0n, bets: 1n })
            .onConflict((oc) => oc.doNothing())
            .execute();
          return (c) => c.call('opReportGgr', { query: { from: walkDay(-45), to: walkDay(45), by: 'vendor' } });
        },
        naming: { refused: ['operator.forbidden'], send: (c) => c.call('opReportGgr', { query: { from: walkDay(-45), to: walkDay(45), by: 'vendor', brand: 'LOTUS' } }) },
      },
      opReportBalances: {
        scope: { kind: 'list', holds: (v: { rows: { memberId: number }[] }) => v.rows.some((r) => r.memberId === memberId) },
        prepare: async () => {
          memberId = (await member()).id;
          await clients.admin.ok('opAdjust', { params: { id: memberId }, body: { amount: '75', reason: 'walk balance', requestId: crypto.randomUUID() } });
          return (c) => c.call('opReportBalances', { query: { sort: 'memberId', order: 'desc', minBalance: '75' } });
        },
        naming: { refused: ['operator.forbidden'], send: (c) => c.call('opReportBalances', { query: { sort: 'memberId', order: 'desc', minBalance: '75', brand: 'LOTUS' } }) },
      },
      opMemberSearch: {
        scope: { kind: 'list', holds: (v: { rows: { id: number }[] }) => v.rows.some((r) => r.id === memberId) },
        prepare: async () => {
          memberId = (await member()).id;
          return (c) => c.call('opMemberSearch', { query: { memberId: String(memberId) } });
        },
        naming: { refused: ['operator.forbidden'], send: (c) => c.call('opMemberSearch', { query: { memberId: String(memberId), brandId: String(brandA) } }) },
      },
      ...Object.fromEntries(
        (['opMemberProfile', 'opMemberLedger', 'opMemberBets', 'opMemberDeposits', 'opMemberWithdrawals', 'opMemberSessions', 'opMemberLogins', 'opMemberNotes'] as const).map((name) => [
          name,
          {
            scope: { kind: 'row', refused: ['not.found'] },
            prepare: async () => {
              memberId = (await member()).id;
              // The bets need a range; the other reads take their defaults.
              const query = name === 'opMemberBets' ? { from: '2026-11-01', to: '2026-11-24' } : undefined;
              return (c: TestClient) => c.call(name, { params: { id: memberId }, ...(query ? { query } : {}) });
            },
          } satisfies WalkCase,
        ]),
      ) as Record<'opMemberProfile' | 'opMemberLedger' | 'opMemberBets' | 'opMemberDeposits' | 'opMemberWithdrawals' | 'opMemberSessions' | 'opMemberLogins' | 'opMemberNotes', WalkCase>,
      opRevokeMemberSession: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          memberId = (await member()).id;
          const sid = (await clients.admin.ok('opMemberSessions', { params: { id: memberId } })).rows[0].id as string;
          return (c) => c.call('opRevokeMemberSession', { params: { id: memberId, sessionId: sid } });
        },
        state: async () => (await clients.admin.ok('opMemberSessions', { params: { id: memberId } })).rows.length,
      },
      opLabels: {
        scope: { kind: 'list', holds: (v: { rows: { id: number }[] }) => v.rows.some((r) => r.id === labelId) },
        prepare: async () => {
          memberId = (await member()).id;
          labelId = (await clients.admin.ok('opAddMemberLabel', { params: { id: memberId }, body: { name: uniq('lbl') } })).labels[0].id;
          return (c) => c.call('opLabels');
        },
      },
      opAddMemberLabel: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          memberId = (await member()).id;
          return (c) => c.call('opAddMemberLabel', { params: { id: memberId }, body: { name: uniq('lbl') } });
        },
        state: () => db().selectFrom('member_label_links').select('label_id').where('member_id', '=', memberId).execute(),
      },
      opRemoveMemberLabel: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          memberId = (await member()).id;
          labelId = (await clients.admin.ok('opAddMemberLabel', { params: { id: memberId }, body: { name: uniq('lbl') } })).labels[0].id;
          return (c) => c.call('opRemoveMemberLabel', { params: { id: memberId, labelId } });
        },
        state: () => db().selectFrom('member_label_links').select('label_id').where('member_id', '=', memberId).execute(),
      },
      opAddMemberNote: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          memberId = (await member()).id;
          return (c) => c.call('opAddMemberNote', { params: { id: memberId }, body: { body: 'walk note' } });
        },
        state: () => db().selectFrom('member_notes').select('id').where('member_id', '=', memberId).execute(),
      },
      opLockMember: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          memberId = (await member()).id;
          return (c) => c.call('opLockMember', { params: { id: memberId }, body: { reason: 'walk lock' } });
        },
        state: async () => (await clients.admin.ok('opMemberProfile', { params: { id: memberId } })).status,
      },
      opUnlockMember: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          memberId = (await member()).id;
          await clients.admin.ok('opLockMember', { params: { id: memberId }, body: { reason: 'walk lock' } });
          return (c) => c.call('opUnlockMember', { params: { id: memberId }, body: { reason: 'walk unlock' } });
        },
        state: async () => (await clients.admin.ok('opMemberProfile', { params: { id: memberId } })).status,
      },
      opResetMemberPassword: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          memberId = (await member()).id;
          return (c) => c.call('opResetMemberPassword', { params: { id: memberId }, body: { reason: 'walk reset' } });
        },
        state: () => db().selectFrom('members').select('password_hash').where('id', '=', memberId).executeTakeFirstOrThrow(),
      },
      // Brand settings: brand B's operator does not find brand A; each write puts back the brand's current settings (a write is audited even when nothing changed).
      opBrands: {
        scope: { kind: 'list', holds: (v: { rows: { id: number }[] }) => v.rows.some((r) => r.id === brandA) },
        prepare: async () => (c) => c.call('opBrands'),
      },
      opBrandSettings: { scope: { kind: 'row', refused: ['not.found'] }, prepare: async () => (c) => c.call('opBrandSettings', { params: { id: brandA } }) },
      opCreateBrand: {
        scope: { kind: 'deployment' },
        prepare: async () => {
          newBrandCode = uniq('W').toUpperCase().slice(0, 16);
          return (c) => c.call('opCreateBrand', { body: { code: newBrandCode, name: 'Walk brand', copyFrom: brandA, currency: 'PKR', currencySymbol: 'P', timeZone: 'Asia/Karachi' } });
        },
        state: () => db().selectFrom('brands').select('code').where('code', '=', newBrandCode).execute(),
      },
      ...Object.fromEntries(
        (
          [
            ['opBrandIdentity', 'identity'],
            ['opBrandModules', 'modules'],
            ['opBrandRegistration', 'registration'],
            ['opBrandWithdrawal', 'withdrawal'],
            ['opBrandRegional', 'regional'],
            ['opBrandDomains', 'domains'],
            ['opBrandMaintenance', 'maintenance'],
            ['opBrandAccess', 'access'],
            ['opBrandRebate', 'rebate'],
            ['opBrandCustomerService', 'customerService'],
          ] as const
        ).map(([name, group]) => [
          name,
          {
            scope: { kind: 'row', refused: ['not.found'] },
            prepare: async () => {
              const current = await clients.admin.ok('opBrandSettings', { params: { id: brandA } });
              const settings = group === 'modules' ? Object.fromEntries((current.modules as { modId: string; enabled: boolean }[]).filter((m) => m.modId === 'MANPLAYREB3').map((m) => [m.modId, m.enabled])) : current[group];
              return (c: TestClient) => c.call(name, { params: { id: brandA }, body: { version: current.version, settings } });
            },
            state: () => db().selectFrom('brands').select(['version', 'config']).where('id', '=', brandA).executeTakeFirstOrThrow(),
          } satisfies WalkCase,
        ]),
      ) as Record<'opBrandIdentity' | 'opBrandModules' | 'opBrandRegistration' | 'opBrandWithdrawal' | 'opBrandRegional' | 'opBrandDomains' | 'opBrandMaintenance' | 'opBrandAccess' | 'opBrandRebate' | 'opBrandCustomerService', WalkCase>,
      // Games: catalogue settings are the operator's own brand's (a deployment-wide operator's named brand); vendor connections are deployment-wide.
      opGames: { scope: { kind: 'own' }, prepare: async () => (c) => c.call('opGames'), naming: { refused: ['operator.forbidden'], send: (c) => c.call('opGames', { query: { brandId: String(brandA) } }) } },
      opGameSettings: {
        scope: { kind: 'own' },
        prepare: async () => {
          gameId = (await db().selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
          const hot = await db().selectFrom('brand_games').select('is_hot').where('brand_id', '=', brandA).where('game_id', '=', gameId).executeTakeFirst();
          hotAsked = !(hot?.is_hot ?? false);
          return (c) => c.call('opGameSettings', { body: { ids: [gameId], hot: hotAsked } });
        },
        state: () => db().selectFrom('brand_games').selectAll().where('brand_id', '=', brandA).where('game_id', '=', gameId).execute(),
        naming: { refused: ['operator.forbidden'], send: (c) => c.call('opGameSettings', { query: { brandId: String(brandA) }, body: { ids: [gameId], hot: hotAsked } }) },
      },
      opHallTabs: { scope: { kind: 'own' }, prepare: async () => (c) => c.call('opHallTabs'), naming: { refused: ['operator.forbidden'], send: (c) => c.call('opHallTabs', { query: { brandId: String(brandA) } }) } },
      opSaveHallTabs: {
        scope: { kind: 'own' },
        prepare: async () => {
          const tabs = await clients.insider.ok('opHallTabs');
          const first = (tabs.categories as { kind: 'category'; key: string; brand: { enabled: boolean | null; sort: number | null } }[])[0]!;
          tabsAsked = [{ kind: first.kind, key: first.key, enabled: first.brand.enabled, sort: (first.brand.sort ?? 0) + 1 }];
          return (c) => c.call('opSaveHallTabs', { body: { tabs: tabsAsked } });
        },
        state: () => db().selectFrom('brand_hall_tabs').selectAll().where('brand_id', '=', brandA).execute(),
        naming: { refused: ['operator.forbidden'], send: (c) => c.call('opSaveHallTabs', { query: { brandId: String(brandA) }, body: { tabs: tabsAsked } }) },
      },
      opVendors: { scope: { kind: 'own' }, prepare: async () => (c) => c.call('opVendors'), naming: { refused: ['operator.forbidden'], send: (c) => c.call('opVendors', { query: { brandId: String(brandA) } }) } },
      opVendorBrandSettings: {
        scope: { kind: 'own' },
        prepare: async () => (c) => c.call('opVendorBrandSettings', { params: { vendor: 'WALKV' }, body: { sort: 7 } }),
        state: () => db().selectFrom('brand_vendors').selectAll().where('brand_id', '=', brandA).where('vendor_code', '=', 'WALKV').execute(),
        naming: { refused: ['operator.forbidden'], send: (c) => c.call('opVendorBrandSettings', { params: { vendor: 'WALKV' }, query: { brandId: String(brandA) }, body: { sort: 7 } }) },
      },
      opVendorIntegration: { scope: { kind: 'deployment' }, prepare: async () => (c) => c.call('opVendorIntegration', { params: { vendor: 'WALKV' } }) },
      opSaveVendorIntegration: {
        scope: { kind: 'deployment' },
        prepare: async () => (c) => c.call('opSaveVendorIntegration', { params: { vendor: 'WALKV' }, body: { kind: 'seamless', credentials: { secret: 'w'.repeat(40) } } }),
        state: () => db().selectFrom('vendors').select('secret').where('code', '=', 'WALKV').executeTakeFirstOrThrow(),
      },
      opTestVendorIntegration: { scope: { kind: 'deployment' }, prepare: async () => (c) => c.call('opTestVendorIntegration', { params: { vendor: 'WALKV' } }) },
      // Lottery: brand A's games and issues are not found for brand B's operator.
      opLotteryGames: {
        scope: { kind: 'list', holds: (v: { rows: { brandId: number }[] }) => v.rows.some((r) => r.brandId === brandA) },
        prepare: async () => (c) => c.call('opLotteryGames', { query: { pageSize: '100' } }),
      },
      opLotterySwitchGame: {
        scope: { kind: 'row', refused: ['lottery.game.not.found'] },
        prepare: async () => {
          const game = await db().selectFrom('lottery_games').select(['id', 'enabled']).where('brand_id', '=', brandA).where('code', '!=', 'thai-gov').orderBy('id').executeTakeFirstOrThrow();
          lotteryGameId = game.id;
          return (c) => c.call('opLotterySwitchGame', { params: { id: game.id }, body: { enabled: !game.enabled } });
        },
        state: () => db().selectFrom('lottery_games').select('enabled').where('id', '=', lotteryGameId).executeTakeFirstOrThrow(),
      },
      opLotteryIssues: {
        scope: { kind: 'list', holds: (v: { rows: { brandId: number }[] }) => v.rows.some((r) => r.brandId === brandA) },
        prepare: async () => (c) => c.call('opLotteryIssues', { query: { status: 'open' } }),
      },
      opLotteryIssue: {
        scope: { kind: 'row', refused: ['lottery.issue.not.found'] },
        prepare: async () => {
          issueId = await openIssueOfA();
          return (c) => c.call('opLotteryIssue', { params: { id: String(issueId) } });
        },
      },
      opLotteryCancelIssue: {
        scope: { kind: 'row', refused: ['lottery.issue.not.found'] },
        prepare: async () => {
          issueId = await openIssueOfA();
          return (c) => c.call('opLotteryCancelIssue', { params: { id: String(issueId) }, body: { reason: 'walk cancel' } });
        },
        state: () => db().selectFrom('lottery_issues').select('status').where('id', '=', issueId).executeTakeFirstOrThrow(),
      },
      opOperators: {
        scope: { kind: 'list', holds: (v: { rows: { id: number }[] }) => v.rows.some((r) => r.id === targetOperator) },
        prepare: async () => {
          const target = await addOperator(brandA, await roleId('support'));
          targetOperator = target.id;
          return (c) => c.call('opOperators', { query: { pageSize: '100', q: target.username } });
        },
      },
      opCreateOperator: {
        // Another brand's operator cannot create one for this brand.
        scope: { kind: 'row', refused: ['operator.forbidden'] },
        prepare: async () => {
          const support = await roleId('support');
          return (c) => c.call('opCreateOperator', { body: { username: uniq('new'), password: 'fresh-Secret-42', roleId: support, brandId: brandA } });
        },
        state: () => db().selectFrom('operators').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      },
      opUpdateOperator: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          targetOperator = (await addOperator(brandA, await roleId('support'))).id;
          const readOnly = await roleId('read-only');
          return (c) => c.call('opUpdateOperator', { params: { id: targetOperator }, body: { roleId: readOnly, enabled: false } });
        },
        state: () => db().selectFrom('operators').select(['role_id', 'enabled', 'brand_id']).where('id', '=', targetOperator).executeTakeFirstOrThrow(),
      },
      opRoles: {
        scope: { kind: 'list', holds: (v: { rows: { id: number }[] }) => v.rows.some((r) => r.id === targetRole) },
        prepare: async () => {
          targetRole = (await db().insertInto('operator_roles').values({ name: uniq('role'), permissions: ['members.view'], brand_id: brandA }).returning('id').executeTakeFirstOrThrow()).id;
          return (c) => c.call('opRoles');
        },
      },
      opCreateRole: {
        scope: { kind: 'row', refused: ['operator.forbidden'] },
        prepare: async () => (c) => c.call('opCreateRole', { body: { name: uniq('role'), permissions: ['members.view'], brandId: brandA } }),
        state: () => db().selectFrom('operator_roles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      },
      opUpdateRole: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          targetRole = (await db().insertInto('operator_roles').values({ name: uniq('role'), permissions: ['members.view'], brand_id: brandA }).returning('id').executeTakeFirstOrThrow()).id;
          return (c) => c.call('opUpdateRole', { params: { id: targetRole }, body: { permissions: ['members.view', 'payments.view'] } });
        },
        state: () => db().selectFrom('operator_roles').select(['name', 'permissions']).where('id', '=', targetRole).executeTakeFirstOrThrow(),
      },
      opDeleteRole: {
        scope: { kind: 'row', refused: ['not.found'] },
        prepare: async () => {
          targetRole = (await db().insertInto('operator_roles').values({ name: uniq('role'), permissions: ['members.view'], brand_id: brandA }).returning('id').executeTakeFirstOrThrow()).id;
          return (c) => c.call('opDeleteRole', { params: { id: targetRole } });
        },
        state: () => db().selectFrom('operator_roles').select('id').where('id', '=', targetRole).execute(),
      },
      // Content (issue 15): the operator's own brand's notices, announcements and help articles.
      ...contentCases(),
    };
  }

  /** The Content section's calls: lists and creates act on the operator's own brand (or the named one); a row of brand A is not found by brand B's operator. */
  function contentCases(): Record<Extract<OperatorEndpoint, `op${string}${'Notice' | 'Notices' | 'Announcement' | 'Announcements' | 'HelpArticle' | 'HelpArticles'}`>, WalkCase> {
    let rowId = 0;
    const notice = { title: 'Walk notice', content: '<p>walk</p>', published: true };
    const announcement = { type: 'PL', title: 'Walk marquee', content: 'walk', published: true };
    const article = { language: 'EN', title: 'Walk help', content: '<p>walk</p>' };
    const named = (query: Record<string, string>) => ({ ...query, brandId: String(brandA) });
    const own = (name: 'opNotices' | 'opAnnouncements' | 'opHelpArticles'): WalkCase => ({
      scope: { kind: 'own' },
      prepare: async () => (c) => c.call(name),
      naming: { refused: ['operator.forbidden'], send: (c) => c.call(name, { query: named({}) }) },
    });
    const count = (table: 'notices' | 'announcements' | 'help_articles') => () => db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('brand_id', '=', brandA).executeTakeFirstOrThrow();
    const create = (name: 'opCreateNotice' | 'opCreateAnnouncement' | 'opCreateHelpArticle', body: object, table: 'notices' | 'announcements' | 'help_articles'): WalkCase => ({
      scope: { kind: 'own' },
      prepare: async () => (c) => c.call(name, { body }),
      state: count(table),
      naming: { refused: ['operator.forbidden'], send: (c) => c.call(name, { query: named({}), body }) },
    });
    const row = (name: string, create: 'opCreateNotice' | 'opCreateAnnouncement' | 'opCreateHelpArticle', body: object | undefined, created: object, table: 'notices' | 'announcements' | 'help_articles'): WalkCase => ({
      scope: { kind: 'row', refused: ['not.found'] },
      prepare: async () => {
        rowId = (await clients.insider.ok(create, { body: created })).id as number;
        return (c) => c.call(name as never, { params: { id: rowId }, ...(body ? { body } : {}) });
      },
      state: () => db().selectFrom(table).selectAll().where('id', '=', rowId).execute(),
    });
    return {
      opNotices: own('opNotices'),
      opCreateNotice: create('opCreateNotice', notice, 'notices'),
      opUpdateNotice: row('opUpdateNotice', 'opCreateNotice', { ...notice, title: 'Walk notice 2' }, notice, 'notices'),
      opDeleteNotice: row('opDeleteNotice', 'opCreateNotice', undefined, notice, 'notices'),
      opAnnouncements: own('opAnnouncements'),
      opCreateAnnouncement: create('opCreateAnnouncement', announcement, 'announcements'),
      opUpdateAnnouncement: row('opUpdateAnnouncement', 'opCreateAnnouncement', { ...announcement, title: 'Walk marquee 2' }, announcement, 'announcements'),
      opDeleteAnnouncement: row('opDeleteAnnouncement', 'opCreateAnnouncement', undefined, announcement, 'announcements'),
      opHelpArticles: own('opHelpArticles'),
      opCreateHelpArticle: create('opCreateHelpArticle', article, 'help_articles'),
      opUpdateHelpArticle: row('opUpdateHelpArticle', 'opCreateHelpArticle', { ...article, title: 'Walk help 2' }, article, 'help_articles'),
      opDeleteHelpArticle: row('opDeleteHelpArticle', 'opCreateHelpArticle', undefined, article, 'help_articles'),
    };
  }

  beforeAll(async () => {
    h = await createHarness(kind);
    app = await h.app({ OPERATOR_PASSWORD: 'operator-pass-1', TRUST_PROXY: '1' });
    await app.lottery.draws.plan();
    await GamesRepository.insertVendors(h.database.db, [{ code: 'WALKV', name: 'Walk vendor', categories: ['RNG'], integration: 'seamless', sort: 60 }]);
    brandA = (await db().selectFrom('brands').select('id').where('code', '=', 'LOTUS').executeTakeFirstOrThrow()).id;
    const codeB = await h.addBrand('WALKB');
    brandB = (await db().selectFrom('brands').select('id').where('code', '=', codeB).executeTakeFirstOrThrow()).id;
    const owner = await roleId('owner');
    walkRoleA = (await db().insertInto('operator_roles').values({ name: 'walk-a', permissions: [], brand_id: brandA }).returning('id').executeTakeFirstOrThrow()).id;
    walkRoleD = (await db().insertInto('operator_roles').values({ name: 'walk-d', permissions: [], brand_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    clients.admin = new TestClient(app);
    clients.admin.token = (await clients.admin.ok('operatorLogin', { body: { username: 'admin', password: 'operator-pass-1' } })).token;
    clients.insider = await signIn(await addOperator(brandA, owner));
    clients.outsider = await signIn(await addOperator(brandB, owner));
    clients.walkerA = await signIn(await addOperator(brandA, walkRoleA));
    clients.walkerD = await signIn(await addOperator(null, walkRoleD));
  });
  afterAll(async () => {
    await h?.close();
  });

  it('refuses every operator call to a role without its permission and to another brand, changing nothing; allows it otherwise, and audits every write', async () => {
    const cases = walkCases();
    expect(Object.keys(cases).sort()).toEqual([...operatorCalls].sort());
    const setPermissions = (role: number, permissions: readonly string[]) => db().updateTable('operator_roles').set({ permissions: [...permissions] }).where('id', '=', role).execute();
    // An image answers no JSON (opProofImage), so no error code.
    const codeOf = (r: LightMyRequestResponse) => (String(r.headers['content-type']).startsWith('application/json') ? (r.json() as { errorCode?: string }).errorCode : undefined);
    // An operator holding no permission at all, on a fresh session per call: the `self` calls are theirs.
    const nobodyRole = (await db().insertInto('operator_roles').values({ name: 'walk-none', permissions: [], brand_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    const nobody = await addOperator(null, nobodyRole);
    const walked: string[] = [];

    for (const name of operatorCalls) {
      const c = cases[name];
      const def = endpoints[name] as { permission?: string; method: string };
      const permission = def.permission!;
      const send = await c.prepare();
      const before = { state: await c.state?.(), head: await head() };
      const unchanged = async (what: string) => {
        expect(await head(), `${name}: ${what} wrote to the audit trail`).toBe(before.head);
        if (c.state) expect(await c.state(), `${name}: ${what} changed something`).toEqual(before.state);
      };
      let self: TestClient | undefined;
      if (permission === 'self') {
        self = await signIn(nobody);
        const own = (await self.ok('opSessions')).rows as { id: string; current: boolean }[];
        const other = await signIn(nobody);
        sessionId = (await other.ok('opSessions')).rows.find((r: { current: boolean }) => r.current).id;
        expect(own.some((r) => r.current)).toBe(true);
        before.state = await c.state?.();
        before.head = await head();
      } else {
        // (a) Everything but this permission, in the right brand (deployment-wide for deployment calls).
        const deployment = c.scope.kind === 'deployment';
        await setPermissions(deployment ? walkRoleD : walkRoleA, operatorPermissions.filter((p) => p !== permission));
        const refused = await send(deployment ? clients.walkerD : clients.walkerA);
        expect([refused.statusCode, codeOf(refused)], `${name} without ${permission}: ${refused.body}`).toEqual([403, 'operator.forbidden']);
        await unchanged(`a call without ${permission}`);
      }

      // (b) Another brand (or, for deployment calls, any brand at all), holding every permission.
      const scope = c.scope;
      if (scope.kind === 'row') {
        const r = await send(clients.outsider);
        expect(scope.refused, `${name} from another brand answered ${r.statusCode} ${r.body}`).toContain(codeOf(r));
        expect(r.statusCode).toBeGreaterThanOrEqual(400);
        await unchanged('another brand');
      } else if (scope.kind === 'list') {
        const r = await send(clients.outsider);
        expect(r.statusCode, r.body).toBe(200);
        expect(scope.holds(r.json().value as never), `${name} shows brand A's rows to brand B`).toBe(false);
      } else if (scope.kind === 'own') {
        const r = await send(clients.outsider);
        expect(r.statusCode, `${name} from another brand: ${r.body}`).toBe(200);
        if (c.state) expect(await c.state(), `${name} from another brand changed brand A`).toEqual(before.state);
        before.head = await head();
      } else if (scope.kind === 'deployment') {
        const r = await send(clients.insider);
        expect([r.statusCode, codeOf(r)], `${name} from a brand's owner: ${r.body}`).toEqual([403, 'operator.forbidden']);
        await unchanged("a brand's operator");
      } else {
        expect(scope.why.length).toBeGreaterThan(0);
      }
      // (c) Brand A named outright by another brand's operator.
      if (c.naming) {
        const r = await c.naming.send(clients.outsider);
        expect(c.naming.refused, `${name} naming brand A from another brand answered ${r.statusCode} ${r.body}`).toContain(codeOf(r));
        expect(r.statusCode).toBeGreaterThanOrEqual(400);
        await unchanged('another brand naming brand A');
      }

      // The same call by an operator allowed to make it gets past both checks (so the refusals above are not vacuous).
      const allowed = self ?? (c.scope.kind === 'deployment' ? clients.admin : clients.insider);
      const r = await send(allowed);
      const code = codeOf(r);
      expect(r.statusCode, `${name} allowed: ${r.body}`).toBeLessThan(500);
      expect(code === 'operator.forbidden' || (scope.kind === 'row' && scope.refused.includes(code as ErrorCode)), `${name} allowed: ${r.body}`).toBe(false);
      if (scope.kind === 'list') expect(scope.holds(r.json().value as never), `${name} lists the brand's row`).toBe(true);
      expect([r.statusCode, code], `${name} allowed: ${r.body}`).toEqual(c.allowed ?? [200, undefined]);
      // Every write that succeeds is in the trail.
      if (def.method !== 'GET' && r.statusCode === 200) expect(BigInt(await head()), `${name} changed something without an audit row`).toBeGreaterThan(BigInt(before.head));
      // A deployment-wide operator naming brand A is served brand A.
      if (c.naming) {
        const named = await c.naming.send(clients.admin);
        expect([named.statusCode, codeOf(named)], `${name} naming brand A, deployment-wide: ${named.body}`).toEqual(c.allowed ?? [200, undefined]);
        if (scope.kind === 'list') expect(scope.holds(named.json().value as never), `${name} naming brand A lists the brand's row`).toBe(true);
      }
      walked.push(name);
    }
    expect(walked.sort()).toEqual([...operatorCalls].sort());
  });
});
