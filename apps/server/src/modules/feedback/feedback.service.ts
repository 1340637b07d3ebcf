import type { FeedbackBody, FeedbackCategory, FeedbackStatus } from '@lotus/contract/feedback';
import { feedbackLimits } from '@lotus/contract/feedback';
import { AppError } from '../../platform/errors.ts';
import type { OperatorPrincipal } from '../../platform/auth.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { FeedbackImage } from '../../db/schema.ts';
import type { OperatorService } from '../backoffice/operator.service.ts';
import { sniffImage } from '../payments/uploads.ts';
import type { FeedbackRepository } from './feedback.repository.ts';

/**
 * Where an operator's reply goes besides the feedback itself: the member's inbox. A port so this module
 * does not depend on the inbox; app.ts connects it.
 */
export interface FeedbackReplyNotifier {
  replied(r: { brandId: number; memberId: number; feedbackId: number; reply: string }): Promise<void>;
}

/** Where images are kept: the proof uploads' store (DATA_DIR/uploads, named by a random id). */
export interface FeedbackImageStore {
  store(data: Buffer, mime: 'image/png' | 'image/jpeg'): Promise<string>;
  read(fileId: string, mime: string): Promise<Buffer | null>;
}

type OpRow = NonNullable<Awaited<ReturnType<FeedbackRepository['one']>>>;
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export class FeedbackService {
  constructor(
    private readonly repo: FeedbackRepository,
    private readonly images: FeedbackImageStore,
    private readonly operators: Pick<OperatorService, 'audit'>,
    private readonly notifier: FeedbackReplyNotifier,
    private readonly now: () => Date,
    private readonly log: { error(obj: unknown, msg: string): void } = { error: () => {} },
  ) {}

  /**
   * Stores a feedback (already parsed and quota-checked): each image must really be a png or jpg (its first
   * bytes, whatever its name or type says), at most 5 MB, at most 3. Nothing is kept when anything is wrong.
   */
  async submit(ctx: RequestContext, memberId: number | null, body: FeedbackBody, files: Buffer[]): Promise<{ id: number }> {
    if (files.length > feedbackLimits.maxImages) throw new AppError('feedback.images.too.many');
    const checked = files.map((data) => {
      const mime = sniffImage(data);
      if (!mime || data.length === 0 || data.length > feedbackLimits.maxImageBytes) throw new AppError('feedback.image.invalid');
      return { data, mime };
    });
    const images: FeedbackImage[] = [];
    for (const f of checked) images.push({ id: await this.images.store(f.data, f.mime), mime: f.mime, size: f.data.length });
    const row = await this.repo.insert({
      brand_id: ctx.brand.id,
      member_id: memberId,
      category: body.category,
      content: body.content,
      contact: body.contact || null,
      language: ctx.language,
      client_ip: ctx.ip,
      images,
    });
    return { id: row.id };
  }

  async mine(memberId: number, before: number | undefined, pageSize: number) {
    const rows = await this.repo.mine(memberId, before, pageSize + 1);
    const page = rows.slice(0, pageSize);
    return {
      rows: page.map((r) => ({
        id: r.id,
        category: r.category as FeedbackCategory,
        content: r.content,
        images: r.images.map((i) => i.id),
        status: r.status,
        reply: r.reply,
        repliedAt: iso(r.replied_at),
        createdAt: r.created_at.toISOString(),
      })),
      next: rows.length > pageSize ? page[page.length - 1]!.id : null,
    };
  }

  #view(r: OpRow) {
    return {
      id: r.id,
      brandId: r.brand_id,
      memberId: r.member_id,
      member: r.username ?? null,
      category: r.category as FeedbackCategory,
      content: r.content,
      contact: r.contact,
      language: r.language,
      clientIp: r.client_ip,
      images: r.images.map((i) => i.id),
      status: r.status,
      reply: r.reply,
      repliedAt: iso(r.replied_at),
      repliedBy: r.replied_by_name ?? null,
      closedAt: iso(r.closed_at),
      createdAt: r.created_at.toISOString(),
    };
  }

  /** The brand a list shows: the operator's own, or the one a deployment-wide operator names (none: every brand). */
  #scope(op: OperatorPrincipal, named: number | undefined): number | null {
    if (op.brandId !== null && named !== undefined && named !== op.brandId) throw new AppError('operator.forbidden');
    return op.brandId ?? named ?? null;
  }

  async list(op: OperatorPrincipal, q: { status?: FeedbackStatus | undefined; category?: FeedbackCategory | undefined; brandId?: number | undefined; pageNo: number; pageSize: number }) {
    const { rows, total } = await this.repo.page(this.#scope(op, q.brandId), { status: q.status, category: q.category }, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return { rows: rows.map((r) => this.#view(r)), total };
  }

  async #one(op: OperatorPrincipal, id: number): Promise<OpRow> {
    const row = await this.repo.one(id, op.brandId);
    if (!row) throw new AppError('not.found');
    return row;
  }

  async image(op: OperatorPrincipal, id: number, fileId: string): Promise<{ mime: string; data: Buffer }> {
    return this.#imageOf((await this.#one(op, id)).images, fileId);
  }

  /** An image of the member's own feedback; another member's feedback, or a file it does not name, is not found. */
  async memberImage(memberId: number, id: number, fileId: string): Promise<{ mime: string; data: Buffer }> {
    return this.#imageOf((await this.repo.imagesOf(id, memberId)) ?? [], fileId);
  }

  async #imageOf(images: readonly FeedbackImage[], fileId: string): Promise<{ mime: string; data: Buffer }> {
    const image = images.find((i) => i.id === fileId);
    if (!image) throw new AppError('not.found');
    const data = await this.images.read(image.id, image.mime);
    if (!data) throw new AppError('not.found');
    return { mime: image.mime, data };
  }

  /** The one reply to an open feedback: audited, and sent on to the member's inbox (a visitor has none). */
  async reply(op: OperatorPrincipal, id: number, reply: string, ip: string) {
    const before = await this.#one(op, id);
    if (before.status === 'closed') throw new AppError('feedback.closed');
    if (!(await this.repo.reply(id, reply, op.id, this.now()))) {
      const now = await this.#one(op, id);
      throw new AppError(now.status === 'closed' ? 'feedback.closed' : 'feedback.replied');
    }
    await this.operators.audit(op, 'feedback.reply', `feedback:${id}`, { member: before.member_id, category: before.category }, ip, before.brand_id, {
      before: { status: before.status },
      after: { status: 'replied', reply },
    });
    if (before.member_id !== null) {
      try {
        await this.notifier.replied({ brandId: before.brand_id, memberId: before.member_id, feedbackId: id, reply });
      } catch (error) {
        // The reply stands (the member reads it in their feedback history); the inbox copy is what failed.
        this.log.error({ err: error, feedbackId: id }, 'feedback reply: inbox notification failed');
      }
    }
    return this.#view(await this.#one(op, id));
  }

  async close(op: OperatorPrincipal, id: number, ip: string) {
    const before = await this.#one(op, id);
    if (!(await this.repo.close(id, this.now()))) throw new AppError('feedback.closed');
    await this.operators.audit(op, 'feedback.close', `feedback:${id}`, { member: before.member_id }, ip, before.brand_id, { before: { status: before.status }, after: { status: 'closed' } });
    return this.#view(await this.#one(op, id));
  }
}
