import { createHash } from 'crypto';

/**
 * Ids of two kinds. Seed ids are deterministic: every reseed hands out the same ones, so a reset
 * gives the same data as a fresh start. Runtime ids never repeat within the process, also across a
 * reset: they continue after the highest seed id and their counters are never rewound, so an id a
 * client kept from before a reset can never name another record afterwards.
 */
export class IdGenerator {
	private readonly runtime = { counters: new Map<string, number>(), uuids: 0 };
	private readonly seedRun = { counters: new Map<string, number>(), uuids: 0 };
	private seeding = false;

	constructor(private readonly seed = 'social-publishing-simulator') {}

	/** Runs `fn` (the seeding of all users) with seed ids restarting at the first one. */
	seedWith<T>(fn: () => T): T {
		this.seedRun.counters.clear();
		this.seedRun.uuids = 0;
		this.seeding = true;
		try {
			return fn();
		} finally {
			this.seeding = false;
			for (const [kind, next] of this.seedRun.counters) {
				this.runtime.counters.set(kind, Math.max(this.runtime.counters.get(kind) ?? 0, next));
			}
		}
	}

	/** Numeric string id (accounts, pages, boards are numeric on the real service). */
	numeric(kind: string, start: number): string {
		return String(this.take(kind, start));
	}

	/** Prefixed id such as `cmt_000012`. */
	prefixed(prefix: string): string {
		return `${prefix}_${String(this.take(prefix, 1)).padStart(6, '0')}`;
	}

	uuid(): string {
		const input = this.seeding
			? `${this.seed}:${this.seedRun.uuids++}`
			: `${this.seed}:runtime:${this.runtime.uuids++}`;
		const h = createHash('sha256').update(input).digest('hex');
		return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
	}

	private take(kind: string, start: number): number {
		const { counters } = this.seeding ? this.seedRun : this.runtime;
		const n = Math.max(counters.get(kind) ?? start, start);
		counters.set(kind, n + 1);
		return n;
	}
}
