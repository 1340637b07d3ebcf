import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { maxProofBytes } from '@lotus/contract/payments';
import { AppError } from '../../platform/errors.ts';
import type { RateLimits } from '../../platform/rate-limits.ts';
import type { UploadsRepository } from './uploads.repository.ts';

/** What the first bytes say a file is: only PNG and JPEG are accepted, whatever the name or header claims. */
export function sniffImage(head: Buffer): 'image/png' | 'image/jpeg' | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * Proof images (deposit slips, receipts): one png or jpg of at most 5 MB per upload, kept under
 * DATA_DIR/uploads; at most 20 an hour per member and 60 per address.
 */
export class Uploads {
  constructor(
    private readonly repo: UploadsRepository,
    private readonly dir: string,
    private readonly limits: RateLimits,
  ) {}

  async save(request: FastifyRequest, memberId: number, purpose: string): Promise<{ fileId: string }> {
    // Quotas first: a refused upload costs no reading, no disk and no row.
    await this.limits.consume('uploadsMember', `${memberId}`);
    await this.limits.consume('uploadsIp', request.ip);
    let file;
    try {
      file = await request.file({ limits: { fileSize: maxProofBytes, files: 1, fields: 0 } });
    } catch {
      throw new AppError('upload.invalid');
    }
    if (!file) throw new AppError('upload.invalid');
    let data: Buffer;
    try {
      data = await file.toBuffer();
    } catch {
      throw new AppError('upload.invalid'); // over 5 MB
    }
    const mime = sniffImage(data);
    if (!mime || data.length === 0 || data.length > maxProofBytes) throw new AppError('upload.invalid');
    const fileId = await this.store(data, mime);
    await this.repo.insert({ id: fileId, memberId, purpose, mime, size: data.length });
    return { fileId };
  }

  /** Keeps an image already checked (sniffImage, size) on disk under a new random id (feedback images use it too). */
  async store(data: Buffer, mime: 'image/png' | 'image/jpeg'): Promise<string> {
    const fileId = crypto.randomBytes(16).toString('hex');
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, `${fileId}${mime === 'image/png' ? '.png' : '.jpg'}`), data);
    return fileId;
  }

  /** Checks that every file id is one of this member's uploads. */
  async ownedBy(memberId: number, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const owned = await this.repo.ownedIds(memberId, ids);
    if (owned.length !== new Set(ids).size) throw new AppError('upload.unknown');
  }

  /** A stored file's bytes; null when it is gone from disk. */
  async read(fileId: string, mime: string): Promise<Buffer | null> {
    if (!/^[a-f0-9]{32}$/.test(fileId)) return null;
    try {
      return await fs.readFile(path.join(this.dir, `${fileId}${mime === 'image/png' ? '.png' : '.jpg'}`));
    } catch {
      return null;
    }
  }
}
