/**
 * Simulated clock: follows real time by default, can run faster (`speed`), and can be advanced.
 * All state machines read time from here, never from Date.now() directly.
 */
export class SimClock {
	private baseSim: number;
	private baseReal: number;
	private speed: number;

	constructor(start = Date.now(), speed = 1) {
		this.baseSim = start;
		this.baseReal = Date.now();
		this.speed = speed;
	}

	now(): number {
		return Math.floor(this.baseSim + (Date.now() - this.baseReal) * this.speed);
	}

	iso(offsetMs = 0): string {
		return new Date(this.now() + offsetMs).toISOString();
	}

	advance(ms: number): number {
		this.rebase();
		this.baseSim += ms;
		return this.now();
	}

	setSpeed(speed: number): void {
		this.rebase();
		this.speed = speed;
	}

	getSpeed(): number {
		return this.speed;
	}

	private rebase(): void {
		this.baseSim = this.now();
		this.baseReal = Date.now();
	}
}

interface ScheduledEvent {
	at: number;
	seq: number;
	run: () => void;
	cancelled: boolean;
}

export interface EventHandle {
	cancel(): void;
	readonly at: number;
}

/**
 * Runs state-machine steps at simulated times. Nothing runs on a real timer: every request (and
 * every clock advance) first runs all due events in time order, so reads always see the state the
 * clock implies and tests are deterministic.
 */
export class Scheduler {
	private events: ScheduledEvent[] = [];
	private seq = 0;
	private running = false;

	constructor(private readonly clock: SimClock) {}

	at(at: number, run: () => void): EventHandle {
		const event: ScheduledEvent = { at, seq: this.seq++, run, cancelled: false };
		this.events.push(event);
		return {
			at,
			cancel: () => {
				event.cancelled = true;
			},
		};
	}

	after(delayMs: number, run: () => void): EventHandle {
		return this.at(this.clock.now() + delayMs, run);
	}

	runDue(): void {
		if (this.running) return;
		this.running = true;
		try {
			for (;;) {
				const now = this.clock.now();
				this.events = this.events.filter((e) => !e.cancelled);
				let next: ScheduledEvent | undefined;
				for (const e of this.events) {
					if (e.at <= now && (!next || e.at < next.at || (e.at === next.at && e.seq < next.seq)))
						next = e;
				}
				if (!next) break;
				next.cancelled = true;
				next.run();
			}
		} finally {
			this.running = false;
		}
	}

	clear(): void {
		this.events = [];
	}

	pending(): number {
		return this.events.filter((e) => !e.cancelled).length;
	}
}
