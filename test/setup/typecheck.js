// Type errors fail `npm test` (jest itself only transpiles each file: checking types in every
// worker took about half of jest's time). One `tsc --noEmit` over test/, the node and the simulator,
// before the first test; skipped for a part of the suite (a path, -t, --onlyChanged) and where the
// caller already ran the same check (CI's build: SP_TYPES_CHECKED=1).
const { spawnSync } = require('child_process');
const { join } = require('path');

module.exports = async function typecheck(globalConfig) {
	const part =
		globalConfig.testPathPattern || globalConfig.testNamePattern || globalConfig.onlyChanged;
	if (part || process.env.SP_TYPES_CHECKED === '1') return;
	const root = join(__dirname, '../..');
	const run = spawnSync(
		process.execPath,
		[require.resolve('typescript/bin/tsc'), '--noEmit', '-p', join(root, 'tsconfig.test.json')],
		{ cwd: root, encoding: 'utf8' },
	);
	if (run.status !== 0) {
		throw new Error(
			`Type errors (tsc --noEmit -p tsconfig.test.json):\n${run.stdout}${run.stderr}`,
		);
	}
};
