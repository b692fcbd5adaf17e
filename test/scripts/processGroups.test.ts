/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The suites end the process groups they started, and only those: a group id another suite's
// process got after ours ended (pid reuse) is left alone.
import { spawn } from 'child_process';

import { rememberGroup, spawnN8n, stopAllN8n } from '../../scripts/n8n/children';
import { groupMembers, isAlive } from '../../scripts/n8n/processTree';

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('process groups of the suites', () => {
	it('stopAllN8n ends a group it started, with what that group started', async () => {
		const child = spawnN8n('sh', ['-c', 'sleep 30 & sleep 30'], { stdio: 'ignore' });
		// The shell forks its sleeps when the kernel schedules it: on a loaded machine later than the
		// 200 ms this once waited. Up to 10 s for the group to be two (the count is the check).
		const until = Date.now() + 10_000;
		while (groupMembers(child.pid!).length < 2 && Date.now() < until) await settle();
		expect(groupMembers(child.pid!).length).toBeGreaterThanOrEqual(2);
		const ended = await stopAllN8n();
		expect(ended).toContain(child.pid);
		expect(groupMembers(child.pid!)).toEqual([]);
	});

	it('leaves alone a group whose id now belongs to a process that started at another time', async () => {
		const stranger = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
		try {
			await settle();
			// As if we had started a group of this id earlier, whose leader started at tick 1.
			rememberGroup(stranger.pid!, '1');
			expect(await stopAllN8n()).toEqual([]);
			expect(isAlive(stranger.pid!)).toBe(true);
		} finally {
			process.kill(-stranger.pid!, 'SIGKILL');
		}
	});
});
