/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// A tiny sequential test runner for the e2e suite: named checks, a pass/fail line each, a summary.
import { inspect } from 'util';

/**
 * `E2E_FAIL_STEP=<part of a step name>`: that setup step fails after its work is done (n8n started,
 * say), to prove that a failed step leaves nothing running (leftoverChecks.ts).
 */
const FAIL_STEP = process.env.E2E_FAIL_STEP;

type Check = { name: string; fn: () => unknown | Promise<unknown> };

export class Suite {
	private checks: Check[] = [];
	passed = 0;
	failed = 0;

	test(name: string, fn: () => unknown | Promise<unknown>): void {
		this.checks.push({ name, fn });
	}

	/** Runs the checks queued so far, in order. */
	async run(): Promise<void> {
		const checks = this.checks;
		this.checks = [];
		for (const check of checks) {
			const started = Date.now();
			try {
				await check.fn();
				this.passed++;
				console.log(`  ✓ ${check.name} (${Date.now() - started} ms)`);
			} catch (error) {
				this.failed++;
				console.log(`  ✗ ${check.name}\n${indent(String((error as Error)?.stack ?? error))}`);
			}
		}
	}

	/** A setup step: its failure counts once and ends the suite (the checks after it cannot run). */
	async step<T>(name: string, fn: () => Promise<T>): Promise<T> {
		const started = Date.now();
		process.stdout.write(`- ${name} ... `);
		try {
			const value = await fn();
			if (FAIL_STEP && name.includes(FAIL_STEP)) {
				throw new Error(
					`failing on purpose after the step's work was done (E2E_FAIL_STEP=${FAIL_STEP})`,
				);
			}
			console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
			return value;
		} catch (error) {
			console.log('FAILED');
			this.failed++;
			throw new SetupFailed(name, error);
		}
	}
}

export class SetupFailed extends Error {
	constructor(
		readonly step: string,
		readonly cause: unknown,
	) {
		super(`Setup step "${step}" failed: ${(cause as Error)?.stack ?? cause}`);
	}
}

function indent(text: string): string {
	return text
		.split('\n')
		.slice(0, 25)
		.map((line) => `      ${line}`)
		.join('\n');
}

export class AssertionError extends Error {}

export function assert(condition: unknown, message: string): asserts condition {
	if (!condition) throw new AssertionError(message);
}

export function assertEqual(actual: unknown, expected: unknown, what: string): void {
	const a = JSON.stringify(actual);
	const e = JSON.stringify(expected);
	if (a !== e) throw new AssertionError(`${what}: expected ${e}\n        got ${show(actual)}`);
}

export function assertIncludes(text: string, part: string, what: string): void {
	if (!text.includes(part))
		throw new AssertionError(
			`${what}: expected to contain ${JSON.stringify(part)}\n        got ${show(text)}`,
		);
}

export function show(value: unknown): string {
	return inspect(value, { depth: 6, breakLength: 120 }).slice(0, 2000);
}
