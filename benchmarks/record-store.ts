/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The record of sends' own cost per create (issue 60), on n8n's own store: n8n's DeduplicationHelper
// (the code n8n runs for `this.helpers.checkProcessedAndRecord`) on n8n's own migrated database,
// sqlite or PostgreSQL, driven by the package's built SendRecord exactly as one create drives it:
// the look (with its claim), the stamp, who holds the claim, the id. The 0.2 s pause between the
// stamp and the second ask is not in it (it is waiting, not work). The row is filled first to the
// sizes asked (other sends, or another Remove Duplicates node of the workflow), each run in a
// workflow of its own; sizes alternate within a run. Run with the n8n's Node:
//   node build/benchmarks/record-store.js --n8n-dir ~/.cache/n8n-nodes-social-publishing/n8n-2.41.1
//     [--runs 5] [--creates 20] [--sizes 0,10000,29000]
// with n8n's DB_* variables for PostgreSQL (DB_TYPE=postgresdb, DB_POSTGRESDB_HOST …) and
// N8N_USER_FOLDER for sqlite; the database is migrated first.
import { createRequire } from 'module';
import { join } from 'path';

import { RECORD_MAX_ENTRIES } from '../nodes/SocialPublishing/transport/exactlyOnce/processedStore';
import type { HashedSet } from '../nodes/SocialPublishing/transport/exactlyOnce/processedStore';
import { createKey, SendRecord } from '../nodes/SocialPublishing/transport/exactlyOnce/sendRecord';
import { intFlag, medianRange } from './simulatorChild';

const flag = (argv: string[], name: string) => {
	const at = argv.indexOf(name);
	return at >= 0 ? argv[at + 1] : undefined;
};

async function main(): Promise<void> {
	const argv = process.argv.slice(2);
	const n8nDir = flag(argv, '--n8n-dir');
	if (!n8nDir) throw new Error('--n8n-dir <an n8n install of scripts/ensure-n8n.sh> is required');
	const runs = intFlag(argv, '--runs', 5);
	const creates = intFlag(argv, '--creates', 20);
	const sizes = (flag(argv, '--sizes') ?? '0,10000,29000').split(',').map(Number);
	const n8nRequire = createRequire(join(n8nDir, 'node_modules/n8n/package.json'));
	n8nRequire('reflect-metadata');
	const { Container } = n8nRequire('@n8n/di');
	const db = n8nRequire('@n8n/db');
	const connection = Container.get(db.DbConnection);
	await connection.init();
	await connection.migrate();
	const { DeduplicationHelper } = n8nRequire('./dist/deduplication/deduplication-helper.js');
	const helper = new DeduplicationHelper();
	const options = { mode: 'entries', maxEntries: RECORD_MAX_ENTRIES };
	const postgres = process.env.DB_TYPE === 'postgresdb';
	const param = (n: number) => (postgres ? `$${n}` : '?');
	const timings = new Map<number, number[]>(sizes.map((size) => [size, []]));
	console.log(
		`${postgres ? 'PostgreSQL' : 'sqlite'}: ${creates} creates a run, ${runs} runs, rows of ${sizes.join(', ')} values (at most ${RECORD_MAX_ENTRIES})`,
	);
	for (let run = 1; run <= runs; run++) {
		for (const size of sizes) {
			const id = `rs${process.pid}x${run}x${size}`;
			const context = { workflow: { id } };
			// processed_data refers to its workflow: a row as n8n keeps one.
			await connection.dataSource.query(
				`INSERT INTO workflow_entity (id, name, active, nodes, connections, "versionId") VALUES (${param(1)}, ${param(2)}, false, '[]', '{}', ${param(3)})`,
				[id, id, `v-${id}`.slice(0, 36)],
			);
			if (size) {
				const filler = Array.from({ length: size }, (_, n) => `filler ${n}`);
				await helper.checkProcessedAndRecord(filler, 'workflow', context, options);
			}
			const store: HashedSet = {
				async checkAndRecord(values) {
					const unique = [...new Set(values)];
					const { processed } = await helper.checkProcessedAndRecord(
						unique,
						'workflow',
						context,
						options,
					);
					const there = new Set((processed as unknown[]).map(String));
					return values.map((value) => there.has(value));
				},
				async remove(values) {
					if (values.length)
						await helper.removeProcessed([...new Set(values)], 'workflow', context, options);
				},
			};
			const started = process.hrtime.bigint();
			for (let c = 0; c < creates; c++) {
				const record = new SendRecord(store, createKey({ run, size, c }), 'node@execution:0');
				const { slot } = await record.look(Date.now() - 36 * 3_600_000, true);
				await record.stamp(slot!);
				await record.holder(slot!);
				await record.sent(slot!, `6f1c2a4e-5b7d-4e8f-9a10-${String(c).padStart(12, '0')}`);
			}
			const ms = Number(process.hrtime.bigint() - started) / 1e6 / creates;
			timings.get(size)!.push(ms);
			console.log(`run ${run}, a row of ${size} values: ${ms.toFixed(1)} ms a create`);
		}
	}
	for (const [size, list] of timings) {
		console.log(`a row of ${size} values: ${medianRange(list)} ms a create`);
	}
}

main().then(
	() => process.exit(0),
	(error: unknown) => {
		console.error(error);
		process.exit(1);
	},
);
