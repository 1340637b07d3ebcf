import { z } from 'zod';

/** Every `/wps` answer is wrapped: `{ success: true, value }` or `{ success: false, errorCode, message }`. */
export const failureSchema = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  /** Extra facts a client may act on (for example the maintenance window). */
  value: z.unknown().optional(),
});
export type Failure = z.infer<typeof failureSchema>;

export function successSchema<V extends z.ZodType>(value: V) {
  return z.object({ success: z.literal(true), value });
}
export type Success<V> = { success: true; value: V };
export type Envelope<V> = Success<V> | Failure;

