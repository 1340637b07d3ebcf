import { z } from 'zod';
import { rowId, rowIdParam } from './ids.ts';
import { languageCodes } from './locales.ts';
import { multilineText, str, text } from './text.ts';

/**
 * Content an operator writes for the site (issue 15): notices, announcements and the help centre's articles.
 * HTML fields are sanitised by the server when saved and again when served, and by the web when shown.
 */

/** Spec section 8: notices are paged 9 per page. */
export const noticesPageSize = 9;

/** B banner, PL marquee ("player"), PU popup, PR promotion, H home (listed, no placement of its own). */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];
/** B before login, A after login, F at a member's first login (each F item reaches a member once). */
export const announcementExecutions = ['B', 'A', 'F'] as const;
export type AnnouncementExecution = (typeof announcementExecutions)[number];
/** Where a banner shows: the home carousel, the login dialog, the register dialog. */
export const bannerGroups = ['w_home', 'w_login', 'w_register'] as const;
export type BannerGroup = (typeof bannerGroups)[number];
/** What a click opens: a URL, a promotion (its id), a game (its code). */
export const linkageTypes = ['URL', 'P', 'G'] as const;
export type LinkageType = (typeof linkageTypes)[number];
/** `web` desktop, `h5` phone, `all` both. */
export const contentDevices = ['all', 'web', 'h5'] as const;
export const contentLanguages = ['all', ...languageCodes] as const;

const maxHtml = 20_000;
const html = () => multilineText(maxHtml);
const title = () => text(120).min(1, 'is required');
const when = () => z.iso.datetime({ offset: true }).nullable().default(null);
/** An http(s) address or a path on this site: never `javascript:` or another scheme. */
export const safeUrlSchema = text(500).refine((v) => /^https?:\/\/[^\s]+$/iu.test(v) || /^\/(?!\/)[^\s]*$/u.test(v), 'must be an http(s) address or a path starting with /');
const sort = () => z.number().int().min(0).max(100_000).default(0);
const pageNo = z.coerce.number().int().min(1).max(10_000).default(1);

// The site.

export const noticeListQuerySchema = z.object({ pageNo, pageSize: z.coerce.number().int().min(1).max(50).default(noticesPageSize) }).strict();
export const noticeSchema = z.object({ id: z.number(), title: str(), content: z.string(), publishedAt: str() });
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListValueSchema = z.object({ list: z.array(noticeSchema), total: z.number(), pageNo: z.number(), pageSize: z.number() });
export type NoticeListValue = z.infer<typeof noticeListValueSchema>;

/** `types` is a comma list (`B,PL,PU`); every type when absent. `device` defaults to the request's (web). */
export const announcementsQuerySchema = z
  .object({
    types: text(40)
      .transform((v) => v.split(',').map((t) => t.trim().toUpperCase()).filter(Boolean))
      .pipe(z.array(z.enum(announcementTypes)).min(1))
      .optional(),
    platform: z.literal('W').default('W'),
    execution: z.enum(announcementExecutions).default('B'),
    device: z.enum(['web', 'h5']).optional(),
  })
  .strict();

/**
 * One item of every kind; banners also carry `bannerId` and `groupName` (api-protocol.md). `url` is the image.
 * `content` is sanitised HTML, except a marquee's (PL): plain text, entities decoded, to be shown as text.
 */
export const announcementItemSchema = z.object({
  id: z.number(),
  bannerId: z.number().optional(),
  type: z.enum(announcementTypes),
  groupName: z.enum(bannerGroups).nullable(),
  title: str(),
  content: z.string(),
  url: str().nullable(),
  linkageType: z.enum(linkageTypes).nullable(),
  externalLink: str().nullable(),
});
export type AnnouncementItem = z.infer<typeof announcementItemSchema>;
export const announcementsValueSchema = z.object({
  banners: z.array(announcementItemSchema),
  player: z.array(announcementItemSchema),
  popup: z.array(announcementItemSchema),
  promotion: z.array(announcementItemSchema),
  home: z.array(announcementItemSchema),
});
export type AnnouncementsValue = z.infer<typeof announcementsValueSchema>;

// The console.

/** The brand a content call reads or changes (the games section's rule: a brand operator's own, else the named one). */
export const contentBrandQuerySchema = z.object({ brandId: rowIdParam().optional() }).strict();
export const contentIdParamsSchema = z.object({ id: rowIdParam() }).strict();

const windowRefine = <T extends { publishFrom?: string | null; publishUntil?: string | null }>(v: T) =>
  !v.publishFrom || !v.publishUntil || Date.parse(v.publishUntil) > Date.parse(v.publishFrom);

export const noticeInputSchema = z
  .object({
    title: title(),
    content: html(),
    language: z.enum(contentLanguages).default('all'),
    sort: sort(),
    published: z.boolean().default(false),
    publishFrom: when(),
    publishUntil: when(),
  })
  .strict()
  .refine(windowRefine, { message: 'publishUntil must be after publishFrom', path: ['publishUntil'] });
export type NoticeInput = z.output<typeof noticeInputSchema>;
export const opNoticeSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  title: str(),
  content: z.string(),
  language: z.enum(contentLanguages),
  sort: z.number(),
  published: z.boolean(),
  publishFrom: str().nullable(),
  publishUntil: str().nullable(),
  updatedAt: str(),
});
export type OpNotice = z.infer<typeof opNoticeSchema>;
export const opNoticesValueSchema = z.object({ rows: z.array(opNoticeSchema) });

export const announcementInputSchema = z
  .object({
    type: z.enum(announcementTypes),
    execution: z.enum(announcementExecutions).default('B'),
    groupName: z.enum(bannerGroups).nullable().default(null),
    device: z.enum(contentDevices).default('all'),
    language: z.enum(contentLanguages).default('all'),
    title: title(),
    content: html().default(''),
    imageUrl: safeUrlSchema.nullable().default(null),
    linkageType: z.enum(linkageTypes).nullable().default(null),
    link: text(500).nullable().default(null),
    sort: sort(),
    published: z.boolean().default(false),
    publishFrom: when(),
    publishUntil: when(),
  })
  .strict()
  .refine(windowRefine, { message: 'publishUntil must be after publishFrom', path: ['publishUntil'] })
  .refine((v) => (v.type === 'B') === (v.groupName !== null), { message: 'a banner names its group; other types have none', path: ['groupName'] })
  .refine((v) => (v.linkageType === null) === (v.link === null || v.link === ''), { message: 'a link type needs a link, and a link needs its type', path: ['link'] })
  .refine((v) => v.linkageType !== 'URL' || safeUrlSchema.safeParse(v.link).success, { message: 'must be an http(s) address or a path starting with /', path: ['link'] })
  .refine((v) => v.linkageType === 'URL' || v.linkageType === null || /^[A-Za-z0-9_.:-]{1,80}$/u.test(v.link ?? ''), { message: 'a promotion id or game code has letters, digits and _ . : - only', path: ['link'] })
  .refine((v) => v.type !== 'PL' || v.content.trim() !== '' || v.title.trim() !== '', { message: 'a marquee needs text', path: ['content'] });
export type AnnouncementInput = z.output<typeof announcementInputSchema>;
export const opAnnouncementSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  type: z.enum(announcementTypes),
  execution: z.enum(announcementExecutions),
  groupName: z.enum(bannerGroups).nullable(),
  device: z.enum(contentDevices),
  language: z.enum(contentLanguages),
  title: str(),
  content: z.string(),
  imageUrl: str().nullable(),
  linkageType: z.enum(linkageTypes).nullable(),
  link: str().nullable(),
  sort: z.number(),
  published: z.boolean(),
  publishFrom: str().nullable(),
  publishUntil: str().nullable(),
  /** F items: how many members it has reached. */
  delivered: z.number(),
  updatedAt: str(),
});
export type OpAnnouncement = z.infer<typeof opAnnouncementSchema>;
export const opAnnouncementsValueSchema = z.object({ rows: z.array(opAnnouncementSchema) });

export const helpArticleInputSchema = z
  .object({
    parentId: rowId().nullable().default(null),
    slug: str().trim().regex(/^[A-Za-z0-9_-]{1,60}$/u, 'letters, digits, _ and - only').nullable().default(null),
    language: z.enum(languageCodes),
    device: z.enum(contentDevices).default('all'),
    title: title(),
    content: html().default(''),
    sort: sort(),
  })
  .strict();
export type HelpArticleInput = z.output<typeof helpArticleInputSchema>;
export const opHelpArticleSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  parentId: z.number().nullable(),
  slug: str().nullable(),
  language: str(),
  device: z.enum(contentDevices),
  title: str(),
  content: z.string(),
  sort: z.number(),
});
export type OpHelpArticle = z.infer<typeof opHelpArticleSchema>;
export const opHelpArticlesQuerySchema = z.object({ brandId: rowIdParam().optional(), language: z.enum(languageCodes).optional() }).strict();
export const opHelpArticlesValueSchema = z.object({ rows: z.array(opHelpArticleSchema) });
export const deletedValueSchema = z.object({ deleted: z.literal(true) });
