import { createHash } from 'crypto';

/** Deterministic ids: the same seed and the same sequence of calls give the same ids. */
export class IdGenerator {
	private counters = new Map<string, number>();
	private uuidCount = 0;

	constructor(private readonly seed = 'social-publishing-simulator') {}

	/** Numeric string id (accounts, pages, boards are numeric on the real service). */
	numeric(kind: string, start: number): string {
		const n = this.counters.get(kind) ?? start;
		this.counters.set(kind, n + 1);
		return String(n);
	}

	/** Prefixed id such as `cmt_000012`. */
	prefixed(prefix: string): string {
		const n = (this.counters.get(prefix) ?? 0) + 1;
		this.counters.set(prefix, n);
		return `${prefix}_${String(n).padStart(6, '0')}`;
	}

	uuid(): string {
		const h = createHash('sha256').update(`${this.seed}:${this.uuidCount++}`).digest('hex');
		return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
	}

	/** Back to the first id, so a reseed gives the same ids as a fresh start. */
	reset(): void {
		this.counters.clear();
		this.uuidCount = 0;
	}

	reqId(): string {
		const n = (this.counters.get('req') ?? 0) + 1;
		this.counters.set('req', n);
		return `req-${n.toString(36).padStart(6, '0')}`;
	}
}
