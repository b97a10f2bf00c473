import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The feature layout of decision 0018 (docs/decisions/0018-feature-layout.md), checked on the
 * files themselves: cheap, and it fails with the file to fix.
 */
const root = path.resolve(import.meta.dirname, '..');

const folders = (relative: string) =>
  readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${relative}/${entry.name}`);

/** Source files (not tests) of a folder, recursively, relative to the repository. */
function sourceFiles(relative: string): string[] {
  return readdirSync(path.join(root, relative), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

const read = (relative: string) => readFileSync(path.join(root, relative), 'utf8');

/** `app.get(`, `scope.route(`, `scope.withTypeProvider<…>().put(`: a Fastify instance given a route. */
const registersRoute =
  /\b(?:app|scope|instance|fastify)(?:\.withTypeProvider<[^>]*>\(\))?\s*\.\s*(?:get|head|post|put|patch|delete|options|all|route)\s*\(/;

/** The `service.ts` files from before 0018, each to be split into files named for their operations when next reworked; no new one. */
const olderServiceFiles = [
  'server/features/auth/service.ts',
  'server/features/creators/service.ts',
  'server/features/follows/service.ts',
  'server/features/funds/service.ts',
  'server/features/investments/service.ts',
  'server/features/portfolio/service.ts',
  'server/features/projects/service.ts',
  'server/features/updates/service.ts',
];

/** What common/ may hold at its top level besides schemas/ and rules/, and why. */
const commonTopLevel: Record<string, string> = {
  'money.ts': 'the one conversion of money (decision 0003)',
  'dates.ts': "the one way a deadline's moment is written, on the site and in notifications alike",
  'page-meta.ts': "the shape of a page's head and how titles are written (each route's head is in the route table)",
  'project-types.ts': 'the project types and genres with their labels: vocabulary, not rules',
  'common-passwords.ts': "the short list of passwords the sign-up schema refuses outright; also the form's strength estimate's word list",
};

/**
 * Functions common/schemas/ may export: helpers of the schemas themselves. A product rule (a
 * date, an amount, a state worked out from others) belongs in common/rules/.
 */
const schemaHelpers = new Set([
  'common/schemas/serial-id.ts isSerialId',
  'common/schemas/serial-id.ts serialIdText',
  'common/schemas/uploads.ts fileTooLargeMessage',
  'common/schemas/uploads.ts invalidFileMessage',
  'common/schemas/uploads.ts mediaType',
  'common/schemas/uploads.ts declaredFormat',
  // The invest form's schema, built for the project on the page (its share price and shares left).
  'common/schemas/investments.ts investmentFormSchema',
  // The order ticket reads its limit price as the order schema does: zero and below are prices out of range.
  'common/schemas/market.ts parseLimitPrice',
]);

describe('the feature layout (decision 0018)', () => {
  const features = [...folders('server/features'), ...folders('client/features')];

  it('gives every feature, server and client, its public entry index.ts', () => {
    expect(features.length).toBeGreaterThan(20);
    const withoutEntry = features.filter((feature) => !readdirSync(path.join(root, feature)).includes('index.ts'));
    expect(withoutEntry, 'Each feature folder needs an index.ts: what other code may import from it').toEqual([]);
  });

  it('registers routes in routes.ts only', () => {
    const elsewhere = folders('server/features')
      .flatMap(sourceFiles)
      .filter((file) => path.basename(file) !== 'routes.ts' && registersRoute.test(read(file)));
    expect(elsewhere, "Routes are declared in the feature's routes.ts; move them there").toEqual([]);
    // The pattern does see the routes where they are.
    expect(registersRoute.test(read('server/features/funds/routes.ts'))).toBe(true);
  });

  it('adds no service.ts: files are named for the operation or concept they hold', () => {
    const services = folders('server/features')
      .flatMap(sourceFiles)
      .filter((file) => path.basename(file) === 'service.ts');
    expect(
      services.filter((file) => !olderServiceFiles.includes(file)),
      'Name the file for what it does (purchase.ts, close-campaigns.ts), not service.ts',
    ).toEqual([]);
    expect(
      olderServiceFiles.filter((file) => !services.includes(file)),
      'A service.ts was split or renamed: remove it from olderServiceFiles',
    ).toEqual([]);
  });
});

describe('product rules in one folder of common/ (decision 0018)', () => {
  it('keeps at the top of common/ only the listed modules; rules go in rules/, payloads in schemas/', () => {
    const topLevel = readdirSync(path.join(root, 'common'), { withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => entry.name);
    expect(
      topLevel.filter((name) => !(name in commonTopLevel)),
      'Put product rules in common/rules/ and payload schemas in common/schemas/, or list the module here with its reason',
    ).toEqual([]);
    expect(Object.keys(commonTopLevel).filter((name) => !topLevel.includes(name))).toEqual([]);
  });

  it('exports from common/schemas/ no functions but the helpers of the schemas', () => {
    const exported = sourceFiles('common/schemas').flatMap((file) =>
      [...read(file).matchAll(/^export (?:async )?function (\w+)|^export const (\w+) = (?:\([^)]*\)|\w+) =>/gm)].map(
        (match) => `${file} ${match[1] ?? match[2]}`,
      ),
    );
    expect(
      exported.filter((name) => !schemaHelpers.has(name)),
      'Put product rules in common/rules/',
    ).toEqual([]);
    expect(
      [...schemaHelpers].filter((name) => !exported.includes(name)),
      'Remove gone helpers from schemaHelpers',
    ).toEqual([]);
  });
});
