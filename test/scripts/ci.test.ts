/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// `.ci/run`'s orchestrator (scripts/ci.mjs, scripts/lanes.mjs) on tiny fake lanes: every line carries
// its lane, a task waits for the tasks it comes after and for a slot of its pool, a failure is named
// again at the end with the lines that say what failed, the exit code says whether all passed, and a
// kill ends every lane's process group.
import { spawn, spawnSync } from 'child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { createServer } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';

const CI = join(__dirname, '..', '..', 'scripts', 'ci.mjs');
let dir: string;
beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'sp-ci-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function running(pid: number): boolean {
	const stat = `/proc/${pid}/stat`;
	if (!existsSync(stat)) return false;
	const text = readFileSync(stat, 'utf8');
	return text.slice(text.lastIndexOf(')') + 2)[0] !== 'Z';
}

const node = (name: string, code: string, extra: object = {}) => ({
	name,
	cmd: process.execPath,
	args: ['-e', code],
	...extra,
});

function plan(tasks: object[], pools: object = {}): string {
	const file = join(dir, 'plan.json');
	writeFileSync(file, JSON.stringify({ tasks, pools }));
	return file;
}

function runCi(file: string) {
	const result = spawnSync(process.execPath, [CI], {
		env: { ...process.env, CI_PLAN: file },
		encoding: 'utf8',
	});
	return { code: result.status, lines: result.stdout.split('\n') };
}

describe('scripts/ci.mjs', () => {
	it('prefixes each line with its lane, orders by after and pools, and sums up', () => {
		const log = join(dir, 'order.txt');
		const mark = (what: string) =>
			`require('fs').appendFileSync(${JSON.stringify(log)}, '${what}\\n')`;
		const { code, lines } = runCi(
			plan(
				[
					node(
						'first',
						`${mark('first start')}; process.stdout.write('half '); setTimeout(() => { console.log('a line'); console.error('on stderr'); ${mark('first end')} }, 300)`,
						{ lane: '2.8.4', pool: 'n8n' },
					),
					node(
						'second',
						`${mark('second start')}; console.log('n8n booted 4 times by this suite (1 start, 3 execute)'); console.log('3 passed, 0 failed (1.0 s)')`,
						{
							lane: '1.123.81',
							pool: 'n8n',
						},
					),
					node('after first', `console.log('Tests:       2 passed, 2 total')`, {
						after: ['first'],
					}),
				],
				{ n8n: 1 },
			),
		);
		expect(code).toBe(0);
		expect(lines).toContain('[2.8.4      ] half a line');
		expect(lines).toContain('[2.8.4      ] on stderr');
		expect(lines).toContain('[1.123.81   ] 3 passed, 0 failed (1.0 s)');
		// One slot in the pool: the second lane starts only after the first ended.
		expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual([
			'first start',
			'first end',
			'second start',
		]);
		const table = lines.slice(lines.findIndex((l) => l.startsWith('=== summary')));
		expect(table[1]).toMatch(/^task\s+start\s+took\s+result\s+checks$/);
		// Start and time as m:ss; how many seconds a loaded machine took is not the check.
		expect(table.find((l) => l.startsWith('second '))).toMatch(
			/^second\s+\+\d+:\d\d\s+\d+:\d\d\s+passed\s+3 passed, 0 failed; n8n booted 4×$/,
		);
		expect(table.find((l) => l.startsWith('after first '))).toMatch(/passed\s+2 passed, 2 total$/);
		expect(lines).toContain('every task passed');
	});

	it('names a failed lane, its check and kept folder at the end, skips what needed it, exits 1', () => {
		const failing = [
			'E2E: n8n-nodes-social-publishing in real n8n 2.8.4 (compat suite; user folder /tmp/sp-e2e-x)',
			'  ✓ a check that passed (5 ms)',
			'  ✗ the check that failed',
			'      AssertionError: exit code: expected 0',
			'Kept for inspection: /tmp/sp-e2e-x (n8n start log: n8n-start.log)',
			'1 passed, 1 failed (2.0 s)',
		];
		const { code, lines } = runCi(
			plan([
				node('e2e 2.8.4', `console.log(${JSON.stringify(failing.join('\n'))}); process.exit(1)`, {
					lane: '2.8.4',
				}),
				node('needs it', `console.log('never')`, { after: ['e2e 2.8.4'] }),
				node('beside it', `console.log('ran')`),
			]),
		);
		expect(code).toBe(1);
		expect(lines).not.toContain('[needs it ] never');
		expect(lines).toContain('[needs it ] skipped (after e2e 2.8.4 failed)');
		expect(lines).toContain('[beside it] ran');
		const end = lines.slice(lines.findIndex((l) => l.startsWith('--- e2e 2.8.4 failed')));
		expect(end[0]).toBe('--- e2e 2.8.4 failed (exit code 1):');
		expect(end).toContain(`  ${failing[0]}`);
		expect(end).toContain('    ✗ the check that failed');
		expect(end).toContain('        AssertionError: exit code: expected 0');
		expect(end).toContain(`  ${failing[4]}`);
		expect(end).not.toContain('    ✓ a check that passed (5 ms)');
		expect(lines.find((l) => l.startsWith('e2e 2.8.4 '))).toMatch(
			/failed\s+1 passed, 1 failed \(exit code 1\)$/,
		);
		expect(lines.find((l) => l.startsWith('needs it '))).toMatch(/skipped/);
		expect(lines).toContain('FAILED: e2e 2.8.4, needs it');
	});

	it("repeats a failed lint's problems with the file each is in", () => {
		const eslint = [
			'/tmp/clone/nodes/ok.ts',
			'/tmp/clone/lint-fixture/missing.ts',
			'  1:45  error  Use the n8n timer instead  @n8n/community-nodes/no-restricted-globals',
			'  2:1   warning  Unused eslint-disable directive',
			'',
			'✖ 2 problems (1 error, 1 warning)',
		];
		// As n8n-node lint prints it: in colour.
		const colored = eslint.map((l) =>
			l
				.replace(/^(\/\S+)$/, '\x1b[0m\x1b[4m$1\x1b[24m\x1b[0m')
				.replace(/(\d+:\d+)(\s+)(error|warning)/, '\x1b[2m$1\x1b[22m$2\x1b[31m$3\x1b[39m'),
		);
		const { code, lines } = runCi(
			plan([node('lint', `console.log(${JSON.stringify(colored.join('\n'))}); process.exit(1)`)]),
		);
		expect(code).toBe(1);
		const end = lines.slice(lines.findIndex((l) => l.startsWith('--- lint failed')) + 1);
		expect(end.slice(0, 4)).toEqual(
			eslint
				.slice(1, 4)
				.map((l) => `  ${l}`)
				.concat(`  ${eslint[5]}`),
		);
	});

	it('a kill ends every lane, with what each lane started', async () => {
		const pids = join(dir, 'pids');
		const lane = (name: string) => ({
			name,
			cmd: 'sh',
			args: ['-c', `sleep 60 & echo $! >> ${pids}; wait`],
		});
		const ci = spawn(process.execPath, [CI], {
			// SIGTERM must end them: the SIGKILL after the grace period would come too late.
			env: { ...process.env, CI_PLAN: plan([lane('one'), lane('two')]), CI_GRACE_MS: '60000' },
		});
		let out = '';
		ci.stdout.on('data', (chunk) => (out += chunk));
		// Both lanes' sleeps started: up to 30 s, as node and the shells start late on a loaded machine.
		const until = Date.now() + 30_000;
		while (
			!(existsSync(pids) && readFileSync(pids, 'utf8').split('\n').length > 2) &&
			Date.now() < until
		)
			await new Promise((resolve) => setTimeout(resolve, 100));
		const sleeps = readFileSync(pids, 'utf8').trim().split('\n').map(Number);
		expect(sleeps).toHaveLength(2);
		const killed = Date.now();
		ci.kill('SIGTERM');
		const code = await new Promise((resolve) => ci.on('close', resolve));
		// Real time is the check: SIGTERM ended the lanes, not the SIGKILL after the 60 s grace. 30 s
		// leaves a loaded machine room and still tells the two apart.
		expect(Date.now() - killed).toBeLessThan(30_000);
		expect(code).toBe(130);
		expect(out).toContain('SIGTERM: stopping every lane');
		// Gone, or a zombie its new parent has not reaped yet.
		for (const pid of sleeps) expect(running(pid)).toBe(false);
	}, 120_000);
});

describe('freePort with SP_PORT_CLAIMS (scripts/n8n/ports.ts)', () => {
	it('never hands the same port to two suites, nor one already listened on', async () => {
		const claims = join(dir, 'ports');
		// The lowest port of the range nobody listens on (in CI the n8n lanes beside jest hold some:
		// a fixed 20000 met EADDRINUSE), so a freePort that did not probe would hand it out first.
		const busy = createServer();
		let busyPort = 20000;
		while (
			!(await new Promise<boolean>((resolve) => {
				busy.once('error', () => resolve(false));
				busy.listen(busyPort, '127.0.0.1', () => resolve(true));
			}))
		)
			busyPort++;
		process.env.SP_PORT_CLAIMS = claims;
		try {
			// Two suites: two copies of the module, each with its own state, as in two processes.
			const load = async () => {
				let mod: typeof import('../../scripts/n8n/ports') | undefined;
				await jest.isolateModulesAsync(async () => {
					mod = await import('../../scripts/n8n/ports');
				});
				return mod!;
			};
			const [a, b] = [await load(), await load()];
			const ports: number[] = [];
			for (let i = 0; i < 5; i++) ports.push(await a.freePort(), await b.freePort());
			expect(new Set(ports).size).toBe(10);
			expect(ports).not.toContain(busyPort);
			for (const port of ports) expect(port).toBeGreaterThanOrEqual(20000);
			for (const port of ports) expect(port).toBeLessThan(32768);
			// A derived port (npm start's storage port: its simulator's + 1) claimed by another
			// suite is not handed out again; a free unclaimed one is, and is then claimed. A port
			// handed to a child (claimed for it by its parent) is its preferred port all the same.
			const derived = await b.derivedPort(ports[0]);
			expect(ports).not.toContain(derived);
			let unclaimed = Math.max(...ports, derived) + 1;
			while (!(await a.isPortFree(unclaimed))) unclaimed++;
			expect(await a.derivedPort(unclaimed)).toBe(unclaimed);
			expect(await b.freePort()).not.toBe(unclaimed);
			expect(await b.preferredPort(ports[1])).toBe(ports[1]);
		} finally {
			delete process.env.SP_PORT_CLAIMS;
			busy.close();
		}
	});
});
