/* eslint-disable @n8n/community-nodes/no-restricted-imports, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The package every suite runs in real n8n: the packed tarball installed as n8n's Community Nodes
// panel installs it (scripts/n8n/userFolder.ts), and the proof that it runs on the n8n-workflow of
// the n8n under test: inside n8n's own processes, each `require('n8n-workflow')` of a file of the
// package is recorded (scripts/n8n/resolveProbe.ts) and must be the file n8n itself loads.
import { existsSync, readFileSync, realpathSync } from 'fs';
import { createRequire } from 'module';
import { join } from 'path';
import { launcherParts } from '../../scripts/n8n/install';
import { installKind, installPackage, type InstallKind } from '../../scripts/n8n/userFolder';
import { probedResolutions, probeEnv } from '../../scripts/n8n/resolveProbe';
import { assert, assertEqual, type Suite } from './harness';

export interface InstalledPackage {
	dir: string;
	kind: InstallKind;
	/** Give every n8n process of the suite this environment (the probe). */
	env: Record<string, string>;
	probeOut: string;
}

export async function installedPackage(
	suite: Suite,
	userFolder: string,
): Promise<InstalledPackage> {
	const kind = installKind();
	const dir = await suite.step(
		kind === 'tarball'
			? 'the packed tarball installed as n8n installs a community package'
			: 'the project linked (SP_PACKAGE=link: proves nothing for users)',
		async () => installPackage(userFolder, kind),
	);
	const probeOut = join(userFolder, 'n8n-workflow-resolutions.jsonl');
	return { dir, kind, env: probeEnv(realpathSync(dir), probeOut), probeOut };
}

/** n8n's own n8n-workflow entry file and version, for the n8n install of a launcher. */
export function n8nOwnWorkflow(bin: string): { file: string; version: string } {
	const fromN8n = createRequire(join(launcherParts(bin).modules, 'n8n', 'package.json'));
	const file = realpathSync(fromN8n.resolve('n8n-workflow'));
	const manifest = fromN8n.resolve('n8n-workflow/package.json');
	return { file, version: JSON.parse(readFileSync(manifest, 'utf8')).version };
}

/** Once n8n has loaded the package: every n8n-workflow it resolved for the package is n8n's own. */
export function runsOnN8nsWorkflow(
	suite: Suite,
	bin: string,
	installed: InstalledPackage,
	n8nVersion: string,
) {
	const own = n8nOwnWorkflow(bin);
	if (installed.kind === 'link') {
		console.log(
			`  (SP_PACKAGE=link: the package runs on the project's n8n-workflow, not ${own.version})`,
		);
		return;
	}
	suite.test(
		`the installed package runs on n8n ${n8nVersion}'s own n8n-workflow ${own.version}`,
		() => {
			const seen = probedResolutions(installed.probeOut);
			assert(
				seen.length > 0,
				`n8n never resolved n8n-workflow for the package (${installed.probeOut})`,
			);
			const files = [...new Set(seen.map((r) => realpathSync(r.resolved)))];
			assertEqual(files, [own.file], "the n8n-workflow files the package's requires resolved to");
			assert(
				!existsSync(join(installed.dir, 'node_modules', 'n8n-workflow')),
				'the installed package has no n8n-workflow of its own',
			);
		},
	);
}
