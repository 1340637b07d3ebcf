import type { Redis } from 'ioredis';

/**
 * The desk sockets each agent has open, counted over every process: with Redis one sorted set per agent (socket
 * id by when it was last seen, written by its own process at open and at each heartbeat), else this process's
 * own (the one-process install). A socket whose process died without closing it stops being seen, and drops out
 * after `windowMs`, as its agent's desk row does.
 */
export interface AgentSockets {
  /** A socket of the agent opened, or beat: it counts for `windowMs` from now. */
  seen(agentId: number, socketId: string): Promise<void>;
  /** A socket closed; answers how many of the agent's sockets are still open anywhere. */
  closed(agentId: number, socketId: string): Promise<number>;
  /** How many of the agent's sockets are open anywhere. */
  count(agentId: number): Promise<number>;
}

export class LocalAgentSockets implements AgentSockets {
  readonly #sockets = new Map<number, Set<string>>();

  async seen(agentId: number, socketId: string): Promise<void> {
    const set = this.#sockets.get(agentId) ?? new Set<string>();
    set.add(socketId);
    this.#sockets.set(agentId, set);
  }

  async closed(agentId: number, socketId: string): Promise<number> {
    const set = this.#sockets.get(agentId);
    set?.delete(socketId);
    if (set?.size === 0) this.#sockets.delete(agentId);
    return this.count(agentId);
  }

  async count(agentId: number): Promise<number> {
    return this.#sockets.get(agentId)?.size ?? 0;
  }
}

export class RedisAgentSockets implements AgentSockets {
  constructor(
    private readonly redis: Redis,
    private readonly windowMs: number,
  ) {}

  #key(agentId: number): string {
    return `lotus:chat:agent-sockets:${agentId}`;
  }

  async seen(agentId: number, socketId: string): Promise<void> {
    const key = this.#key(agentId);
    await this.redis.multi().zadd(key, Date.now(), socketId).pexpire(key, this.windowMs).exec();
  }

  async closed(agentId: number, socketId: string): Promise<number> {
    const key = this.#key(agentId);
    // One transaction: the socket goes, the ones no longer seen go, and the rest are counted.
    const r = await this.redis.multi().zrem(key, socketId).zremrangebyscore(key, '-inf', Date.now() - this.windowMs).zcard(key).exec();
    return countOf(r?.[2]);
  }

  async count(agentId: number): Promise<number> {
    const key = this.#key(agentId);
    const r = await this.redis.multi().zremrangebyscore(key, '-inf', Date.now() - this.windowMs).zcard(key).exec();
    return countOf(r?.[1]);
  }
}

function countOf(reply: [Error | null, unknown] | undefined): number {
  if (!reply || reply[0]) throw reply?.[0] ?? new Error('redis: no reply');
  return Number(reply[1]);
}
