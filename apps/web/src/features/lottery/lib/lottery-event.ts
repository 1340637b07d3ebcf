import type { LotteryEvent, lotteryEventSchema } from '@lotus/contract/lottery';

/**
 * Reads a lottery websocket message: the event it holds, or null for anything else. The event schema
 * (and zod with it, some 22 KB compressed) is loaded with the first message rather than with the
 * lottery pages, which show without it. Messages wait for it in the order they came; a failed load is
 * tried again with the next message.
 */
let schema: Promise<typeof lotteryEventSchema> | null = null;

export function readLotteryEvent(data: unknown): Promise<LotteryEvent | null> {
  const loading = (schema ??= import('@lotus/contract/lottery').then((m) => m.lotteryEventSchema));
  return loading.then(
    (s) => {
      try {
        const result = s.safeParse(JSON.parse(String(data)));
        return result.success ? result.data : null;
      } catch {
        return null;
      }
    },
    () => {
      schema = null;
      return null;
    },
  );
}
