/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The layer check of `npm run lint` (scripts/lint-layers.mjs): the package's imports all point down,
// and the check names an import that points up or sideways (run on a copy with bad imports).
import { spawnSync } from 'child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

const repo = join(__dirname, '../..');
const check = (root: string) =>
	spawnSync(process.execPath, [join(repo, 'scripts/lint-layers.mjs'), root], {
		encoding: 'utf8',
	});

describe('layers point down (scripts/lint-layers.mjs)', () => {
	it('passes on the package', () => {
		const run = check(repo);
		expect([run.status, run.stderr]).toEqual([0, '']);
		expect(run.stdout).toMatch(/every import points down/);
	});

	it('names an import that points up and one that points sideways', () => {
		const copy = mkdtempSync(join(tmpdir(), 'layers-'));
		try {
			for (const f of ['nodes', 'credentials', 'tsconfig.json']) {
				cpSync(join(repo, f), join(copy, f), { recursive: true });
			}
			const node = join(copy, 'nodes/SocialPublishing');
			appendFileSync(join(node, 'transport/request.ts'), "\nexport * from '../form';\n");
			appendFileSync(
				join(node, 'actions/post/get.operation.ts'),
				"\nexport * from '../visual/get.operation';\n",
			);
			const run = check(copy);
			expect(run.status).toBe(1);
			const named = run.stderr.split('\n').filter((l) => l.includes(' → '));
			expect(named).toEqual([
				expect.stringMatching(
					/^ {2}nodes\/SocialPublishing\/actions\/post\/get\.operation\.ts → nodes\/SocialPublishing\/actions\/visual\/get\.operation\.ts \(sideways: /,
				),
				expect.stringMatching(
					/^ {2}nodes\/SocialPublishing\/transport\/request\.ts → nodes\/SocialPublishing\/form\/index\.ts \(up: transport /,
				),
			]);
		} finally {
			rmSync(copy, { recursive: true, force: true });
		}
	});
});
