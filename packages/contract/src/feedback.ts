import { z } from 'zod';
import { rowIdParam } from './ids.ts';
import { multilineText, str } from './text.ts';

/**
 * Feedback (spec section 5 and 9): a category, at most 140 characters of text, up to 3 png or jpg images
 * of at most 5 MB each. Visitors may send it (with a contact); a member's is tied to them and listed in
 * their history with the operator's reply.
 */
export const feedbackCategories = ['suggestion', 'problem', 'payment', 'game', 'other'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];
export const feedbackStatuses = ['open', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

export const feedbackLimits = {
  /** Section 5's "between {0} and {1} words": at least two words (a bare "hi" says nothing); the top is section 9's 140 characters. */
  minWords: 2,
  maxChars: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  /** What an operator may write back. */
  maxReplyChars: 1000,
} as const;
export const feedbackImageTypes = ['image/png', 'image/jpeg'] as const;

export const countWords = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/**
 * The text fields of a feedback (multipart/form-data fields beside up to 3 `images` files). Characters are
 * counted as the person sees them (code points), so Urdu counts like English.
 */
export const feedbackBodySchema = z
  .object({
    category: z.enum(feedbackCategories),
    /** Several lines are fine (tab, CR, LF); other control characters and NUL are not. */
    content: multilineText(feedbackLimits.maxChars * 2)
      .refine((t) => [...t].length <= feedbackLimits.maxChars, `must be at most ${feedbackLimits.maxChars} characters`)
      .refine((t) => countWords(t) >= feedbackLimits.minWords, `must have at least ${feedbackLimits.minWords} words`),
    /** How to reach the sender (optional: visitors may write without an account). */
    contact: str().trim().max(100).optional(),
  })
  .strict();
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

/** A member's own feedback, newest first, with the operator's reply once there is one. */
export const myFeedbackRowSchema = z.object({
  id: z.number(),
  category: z.enum(feedbackCategories),
  content: str(),
  /** File ids of the images, in the order sent (GET myFeedbackImage). */
  images: z.array(str()),
  status: z.enum(feedbackStatuses),
  reply: str().nullable(),
  repliedAt: str().nullable(),
  createdAt: str(),
});
export type MyFeedbackRow = z.infer<typeof myFeedbackRowSchema>;
/** Keyset paging: `before` is the last id of the previous page. */
export const myFeedbackQuerySchema = z.object({ before: rowIdParam().optional(), pageSize: z.coerce.number().int().min(1).max(50).default(20) }).strict();
export const myFeedbackValueSchema = z.object({ rows: z.array(myFeedbackRowSchema), next: z.number().nullable() });

// The console's Support section: the feedback inbox of the working brand.
export const opFeedbackQuerySchema = z
  .object({
    status: z.enum(feedbackStatuses).optional(),
    category: z.enum(feedbackCategories).optional(),
    brandId: rowIdParam().optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();
export const opFeedbackRowSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  memberId: z.number().nullable(),
  member: str().nullable(),
  category: z.enum(feedbackCategories),
  content: str(),
  contact: str().nullable(),
  language: str(),
  clientIp: str(),
  /** File ids of the images, in the order sent (GET opFeedbackImage). */
  images: z.array(str()),
  status: z.enum(feedbackStatuses),
  reply: str().nullable(),
  repliedAt: str().nullable(),
  repliedBy: str().nullable(),
  closedAt: str().nullable(),
  createdAt: str(),
});
export type OpFeedbackRow = z.infer<typeof opFeedbackRowSchema>;
export const opFeedbackValueSchema = z.object({ rows: z.array(opFeedbackRowSchema), total: z.number() });
export const feedbackIdParamsSchema = z.object({ id: rowIdParam() }).strict();
export const feedbackImageParamsSchema = z.object({ id: rowIdParam(), fileId: str().regex(/^[a-f0-9]{32}$/) }).strict();
export const feedbackReplyBodySchema = z.object({ reply: multilineText(feedbackLimits.maxReplyChars).min(1) }).strict();
