import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../test/money-fixtures';
import { send, useTestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

const run = promisify(execFile);
const redoclyCli = path.resolve(import.meta.dirname, '../../node_modules/@redocly/cli/bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; message: string; location?: { pointer?: string }[] }[];
}

/** Redocly's recommended rules on the document; the CLI exits 1 on an error but still prints its JSON report. */
async function lint(file: string): Promise<LintReport> {
  const args = [redoclyCli, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=1000'];
  // A bare environment: no telemetry or update check (the tests run offline) and no colours.
  const env = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  const output = await run(process.execPath, args, { cwd: path.dirname(file), env }).catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }));
  return JSON.parse(output.stdout) as LintReport;
}

/** A client that a developer could write from the generated types alone: one real read of a tour, typed by its named schemas. */
const typedClient = `
import type { components, paths } from './api';

// The part of the DOM's fetch this client uses (the test checks without lib.dom, which is slow to load).
declare function fetch(url: string): Promise<{ ok: boolean; json(): Promise<any> }>;

type Tour = paths['/api/tours/{id}']['get']['responses'][200]['content']['application/json'];
type TourError = paths['/api/tours/{id}']['get']['responses'][404]['content']['application/json'];
type Project = components['schemas']['Project'];
type ApiError = components['schemas']['Error'];

export async function fetchTour(baseUrl: string, id: Tour['id']): Promise<{ title: string; goal: string; shares: number; creator: string } | { error: string }> {
  const response = await fetch(\`\${baseUrl}/api/tours/\${id}\`);
  if (!response.ok) {
    const failure: TourError = await response.json();
    const named: ApiError = failure;
    return { error: named.message };
  }
  const tour: Tour = await response.json();
  const project: Project = tour;
  const creatorName: components['schemas']['Creator']['name'] = project.creator.name;
  return { title: tour.title, goal: tour.fundingGoal, shares: tour.availableShares, creator: creatorName };
}
`;

/** The same read with a field the API does not have, which the types must refuse. */
const wrongClient = `
import type { paths } from './api';
type Tour = paths['/api/tours/{id}']['get']['responses'][200]['content']['application/json'];
export const goalOf = (tour: Tour): number => tour.fundingGoalCents;
`;

/** Type-checks the files in one program and answers each file's errors. */
function typeErrors(folder: string, files: string[]): Record<string, string[]> {
  const program = ts.createProgram(
    files.map((file) => path.join(folder, file)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'],
      types: [],
      skipDefaultLibCheck: true,
    },
  );
  const errors: Record<string, string[]> = Object.fromEntries(files.map((file) => [file, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? path.basename(diagnostic.file.fileName) : 'program';
    (errors[file] ??= []).push(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  }
  return errors;
}

// The document does not depend on the database, so this runs once, in the PGlite project.
describe.skipIf(testDatabaseKind === 'postgres')('the API document, as tools read it', () => {
  const context = useTestApp({ SANDBOX_ADMIN_TOKEN: 'api-docs-lint-admin-token' });
  let folder = '';
  let document: Record<string, unknown> = {};

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'stagebacker-api-'));
    const response = await send(context.app, { method: 'GET', url: '/api/docs/json' });
    document = response.json();
    writeFileSync(path.join(folder, 'openapi.json'), response.body);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const report = await lint(path.join(folder, 'openapi.json'));
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location?.[0]?.pointer ?? '?'}`)).toEqual(
      [],
    );
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });

  it('names the guarded operations, their session cookie and their error answers', () => {
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    expect(paths['/api/funds/add']?.post).toMatchObject({ operationId: 'postFundsAdd', tags: ['funds'], security: [{ session: [] }] });
    expect(Object.keys(paths['/api/funds/add']?.post?.responses as object)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(Object.keys(paths['/api/auth/login']?.post?.responses as object)).toEqual(
      expect.arrayContaining(['200', '400', '401', '413', '415', '429', '503']),
    );
    expect(paths['/api/projects']?.post).toMatchObject({ security: [{ session: [] }] });
    expect(Object.keys(paths['/api/projects']?.post?.responses as object)).toContain('403');
    expect(paths['/api/tours/{id}']?.get).toMatchObject({ operationId: 'getToursById', summary: 'Read one tour', security: [] });
    expect(paths['/api/sandbox/clock']?.post).toMatchObject({ security: [{ adminToken: [] }] });
    expect(paths['/api/files/{id}']?.get?.operationId).toBe('getFilesById');
    expect(paths['/api/files/{id}']?.head?.operationId).toBe('headFilesById');
  });

  it('generates a TypeScript client with openapi-typescript that type-checks a real call and catches a wrong field', async () => {
    writeFileSync(path.join(folder, 'api.d.ts'), astToString(await openapiTS(document as never)));
    writeFileSync(path.join(folder, 'tour-client.ts'), typedClient);
    writeFileSync(path.join(folder, 'wrong-client.ts'), wrongClient);
    const errors = typeErrors(folder, ['tour-client.ts', 'wrong-client.ts']);
    expect(errors).toMatchObject({ 'tour-client.ts': [], 'wrong-client.ts': [expect.stringMatching(/fundingGoalCents/)] });
    expect(Object.keys(errors)).toEqual(['tour-client.ts', 'wrong-client.ts']);

    // The typed client, compiled as it is, reads a tour of this test's own from the running server.
    const project = await createProject(context.database.db, { title: 'Typed Client Tour' });
    const compiled = ts.transpileModule(typedClient, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
    writeFileSync(path.join(folder, 'tour-client.mjs'), compiled.outputText);
    const client = (await import(pathToFileURL(path.join(folder, 'tour-client.mjs')).href)) as {
      fetchTour(baseUrl: string, id: number): Promise<Record<string, unknown>>;
    };
    const baseUrl = await context.app.listen({ host: '127.0.0.1', port: 0 });
    expect(await client.fetchTour(baseUrl, project.id)).toEqual({
      title: 'Typed Client Tour',
      goal: '10000.00',
      shares: 1000,
      creator: expect.stringMatching(/^Test Creator /),
    });
    expect(await client.fetchTour(baseUrl, 2_000_000_000)).toEqual({ error: expect.any(String) });
  }, 120_000);
});
