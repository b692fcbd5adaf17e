// The waits of a batch end when it stops (Stop after a failure), without n8n-workflow's
// sleepWithAbort (n8n 2.40 and later lack it). On jest's fake clock, which nothing advances here:
// a pause that ends, ends because the batch stopped, not because its time ran out.
import { Batch, BatchStopped } from '../../../nodes/SocialPublishing/transport/batch';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Settles pending promise callbacks without moving the clock. */
const flush = async () => {
	for (let n = 0; n < 10; n++) await Promise.resolve();
};

describe('a batch that stops ends its pauses at once', () => {
	it('a pause of a minute ends with BatchStopped when the batch stops, the clock unmoved', async () => {
		const batch = new Batch();
		let outcome: unknown = 'pending';
		const paused = batch.pause(60_000).then(
			() => (outcome = 'ran out'),
			(error) => (outcome = error),
		);
		await flush();
		expect(outcome).toBe('pending');
		batch.stop();
		await flush();
		expect(outcome).toBeInstanceOf(BatchStopped);
		await paused;
	});

	it('a pause asked for after the stop ends at once too', async () => {
		const batch = new Batch();
		batch.stop();
		await expect(batch.pause(60_000)).rejects.toBeInstanceOf(BatchStopped);
	});

	it('a batch that does not stop sleeps its whole pause', async () => {
		const batch = new Batch();
		let done = false;
		const paused = batch.pause(60_000).then(() => (done = true));
		await jest.advanceTimersByTimeAsync(59_999);
		expect(done).toBe(false);
		await jest.advanceTimersByTimeAsync(1);
		await paused;
		expect(done).toBe(true);
	});
});
