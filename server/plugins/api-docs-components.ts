import { isDeepStrictEqual } from 'node:util';

const schemasPath = '#/components/schemas/';

interface WithComponents {
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown> };
}

/** Every `$ref` to a component schema in `value`, by name. */
function referencedNames(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedNames(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(schemasPath)) found.add(item.slice(schemasPath.length));
      else referencedNames(item, found);
    }
  }
  return found;
}

/** `value` with each `$ref` to a renamed component pointing at its new name. */
function renameReferences(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => renameReferences(item, names));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(schemasPath)) {
        const name = item.slice(schemasPath.length);
        return [key, `${schemasPath}${names.get(name) ?? name}`];
      }
      return [key, renameReferences(item, names)];
    }),
  );
}

/**
 * A nullable named schema comes out as `{ nullable: true, allOf: [{ $ref }] }`; OpenAPI 3.0 lets
 * `nullable` stand only beside a `type` (Redocly's nullable-type-sibling), so it gets the type of
 * the schema it refers to.
 */
function typeNullableReferences(value: unknown, schemas: Record<string, unknown>): void {
  if (Array.isArray(value)) {
    for (const item of value) typeNullableReferences(item, schemas);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as { nullable?: unknown; type?: unknown; allOf?: { $ref?: unknown }[] };
  const ref = node.allOf?.length === 1 ? node.allOf[0]?.$ref : undefined;
  if (node.nullable === true && node.type === undefined && typeof ref === 'string' && ref.startsWith(schemasPath)) {
    node.type = (schemas[ref.slice(schemasPath.length)] as { type?: unknown } | undefined)?.type;
  }
  for (const item of Object.values(value)) typeNullableReferences(item, schemas);
}

/**
 * fastify-type-provider-zod writes each named schema twice, as the answer's `Project` and the
 * request's `ProjectInput`, whether or not an operation uses it. Keeps the ones the operations
 * reach, and gives a request schema its plain name when no answer has that name or the two
 * are the same (Redocly warns of unused components; a client reads `Signup` better than
 * `SignupInput`). `…Input` stays only where a request and an answer of one name differ.
 */
export function tidyComponentSchemas<T extends WithComponents>(document: T): T {
  const schemas = document.components?.schemas ?? {};
  const used = referencedNames(document.paths);
  for (let pending = [...used]; pending.length > 0;) {
    const next = [...referencedNames(pending.map((name) => schemas[name]))].filter((name) => !used.has(name));
    for (const name of next) used.add(name);
    pending = next;
  }
  const renames = new Map<string, string>();
  for (const name of used) {
    const plain = name.endsWith('Input') ? name.slice(0, -'Input'.length) : null;
    if (plain !== null && (!used.has(plain) || isDeepStrictEqual(schemas[name], schemas[plain]))) renames.set(name, plain);
  }
  const kept = Object.fromEntries([...used].filter((name) => !renames.has(name)).map((name) => [name, schemas[name]]));
  for (const [input, plain] of renames) kept[plain] ??= schemas[input];
  const tidied = renameReferences({ paths: document.paths, schemas: kept }, renames) as Pick<WithComponents, 'paths'> & {
    schemas: Record<string, unknown>;
  };
  const ordered = Object.fromEntries(
    Object.keys(tidied.schemas)
      .sort()
      .map((name) => [name, tidied.schemas[name]]),
  );
  typeNullableReferences(tidied, ordered);
  return { ...document, paths: tidied.paths, components: { ...document.components, schemas: ordered } };
}
