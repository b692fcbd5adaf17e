// Request log (never the key itself) and fault injection, both read and set through the control API.

export interface RequestLogEntry {
	seq: number;
	time: string;
	method: string;
	path: string;
	query: Record<string, string | string[]>;
	/** Whether the `service-api-key` header was present / matched a user's key byte-exact. */
	keyPresent: boolean;
	keyMatched: boolean;
	userId: string | null;
	status: number;
	/** The JSON body as received (media data URLs shortened); the key is never in a body. */
	body?: unknown;
}

export interface Fault {
	id: number;
	method?: string;
	/** Path relative to the base URL; `:param` segments and a trailing `*` match anything. */
	path: string;
	/** How many matching requests it applies to. */
	remaining: number;
	status?: number;
	body?: unknown;
	/** Destroy the socket without an answer. */
	reset?: boolean;
	delayMs?: number;
	/** `before` (default): the request is not processed. `after`: processed, then the fault answers. */
	when?: 'before' | 'after';
	/** Only requests whose JSON body contains this text (e.g. one item's marker in a batch). */
	bodyContains?: string;
	/**
	 * With `after`: the request is processed and its own answer held until `POST /faults/release`
	 * (the client's process can be killed while the answer is on its way).
	 */
	hold?: boolean;
}

export class RequestLog {
	entries: RequestLogEntry[] = [];
	private seq = 0;

	add(entry: Omit<RequestLogEntry, 'seq' | 'time'>): RequestLogEntry {
		const full = { seq: ++this.seq, time: new Date().toISOString(), ...entry };
		this.entries.push(full);
		if (this.entries.length > 20000) this.entries.splice(0, 10000);
		return full;
	}

	clear(): void {
		this.entries = [];
	}
}

export function pathMatches(pattern: string, path: string): boolean {
	if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
	const p = pattern.split('/');
	const s = path.split('/');
	if (p.length !== s.length) return false;
	return p.every((seg, i) => seg.startsWith(':') || seg === s[i]);
}

export class FaultInjector {
	private faults: Fault[] = [];
	private nextId = 1;
	private held: Array<() => void> = [];

	/** Waits until the held answers are let go. */
	async hold(): Promise<void> {
		await new Promise<void>((resume) => this.held.push(resume));
	}

	/** Answers held so far. */
	holding(): number {
		return this.held.length;
	}

	/** Lets every held answer go; how many. */
	release(): number {
		const resumes = this.held;
		this.held = [];
		for (const resume of resumes) resume();
		return resumes.length;
	}

	add(fault: Omit<Fault, 'id' | 'remaining'> & { count?: number }): Fault {
		const { count, ...rest } = fault;
		const full: Fault = { ...rest, id: this.nextId++, remaining: count ?? 1 };
		this.faults.push(full);
		return full;
	}

	/** Takes (consumes one use of) the first fault matching the request. */
	take(method: string, path: string, body?: unknown): Fault | undefined {
		let text: string | undefined;
		const fault = this.faults.find(
			(f) =>
				f.remaining > 0 &&
				(!f.method || f.method.toUpperCase() === method) &&
				pathMatches(f.path, path) &&
				(f.bodyContains === undefined ||
					(text ??= JSON.stringify(body ?? null)).includes(f.bodyContains)),
		);
		if (!fault) return undefined;
		fault.remaining--;
		if (fault.remaining === 0) this.faults = this.faults.filter((f) => f !== fault);
		return fault;
	}

	list(): Fault[] {
		return [...this.faults];
	}

	clear(): void {
		this.faults = [];
		this.release();
	}
}
