import { RestError } from './errors';
import type { ForeignKey, RestFunction, SchemaCache, Table } from './schema-cache';

/** How an embedded resource joins its parent. */
export type Relationship =
  | { kind: 'many-to-one' | 'one-to-one-parent'; fk: ForeignKey; target: Table }
  | { kind: 'one-to-many' | 'one-to-one-child'; fk: ForeignKey; target: Table }
  | { kind: 'many-to-many'; junction: Table; toParent: ForeignKey; toTarget: ForeignKey; target: Table }
  /** A function of the parent's row returning rows of the target (PostgREST's computed relationship). */
  | { kind: 'computed'; fn: RestFunction; target: Table; toOne: boolean };

export const isToOne = (rel: Relationship) =>
  rel.kind === 'computed'
    ? rel.toOne
    : rel.kind === 'many-to-one' || rel.kind === 'one-to-one-parent' || rel.kind === 'one-to-one-child';

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
const within = (cols: string[], key: string[]) => cols.every((c) => key.includes(c));

function describe(
  rel: Exclude<Relationship, { kind: 'computed' }>,
  parent: Table,
): { cardinality: string; embedding: string; relationship: string } {
  const fk = rel.kind === 'many-to-many' ? rel.toTarget : rel.fk;
  const cardinality = rel.kind.startsWith('one-to-one') ? 'one-to-one' : rel.kind;
  const via = rel.kind === 'many-to-many' ? `${rel.junction.name} ` : '';
  return {
    cardinality,
    embedding: `${parent.name} with ${rel.target.name}`,
    relationship: `${via}${fk.name} using ${fk.table.name}(${fk.columns.join(', ')}) and ${fk.foreignTable.name}(${fk.foreignColumns.join(', ')})`,
  };
}

/** Every relationship from `parent` to something named `target` (a table/view, FK column or constraint). */
function candidates(
  cache: SchemaCache,
  parent: Table,
  target: string,
): Exclude<Relationship, { kind: 'computed' }>[] {
  const out: Exclude<Relationship, { kind: 'computed' }>[] = [];
  const inSchema = (t: Table) => t.schema === parent.schema;
  for (const fk of cache.foreignKeys) {
    // Parent holds the key: target is the referenced table, the FK column or the constraint name.
    if (fk.table === parent && inSchema(fk.foreignTable)) {
      const named =
        fk.foreignTable.name === target ||
        fk.name === target ||
        (fk.columns.length === 1 && fk.columns[0] === target);
      if (named) {
        const unique = parent.uniqueKeys.some((k) => sameSet(k, fk.columns));
        out.push({ kind: unique ? 'one-to-one-parent' : 'many-to-one', fk, target: fk.foreignTable });
      }
    }
    // Target holds the key pointing at the parent.
    if (fk.foreignTable === parent && inSchema(fk.table)) {
      const named = fk.table.name === target || fk.name === target;
      if (named) {
        const unique = fk.table.uniqueKeys.some((k) => sameSet(k, fk.columns));
        out.push({ kind: unique ? 'one-to-one-child' : 'one-to-many', fk, target: fk.table });
      }
    }
  }
  // Many-to-many through a junction whose key covers the keys to both sides.
  for (const toParent of cache.foreignKeys) {
    if (toParent.foreignTable !== parent || toParent.table === parent) continue;
    const junction = toParent.table;
    for (const toTarget of cache.foreignKeys) {
      if (toTarget === toParent || toTarget.table !== junction || toTarget.foreignTable.name !== target)
        continue;
      if (!inSchema(toTarget.foreignTable) || toTarget.foreignTable === junction) continue;
      const keyCols = [...toParent.columns, ...toTarget.columns];
      if (!junction.uniqueKeys.some((k) => within(keyCols, k))) continue;
      out.push({ kind: 'many-to-many', junction, toParent, toTarget, target: toTarget.foreignTable });
    }
  }
  return out;
}

function matchesHint(rel: Exclude<Relationship, { kind: 'computed' }>, hint: string): boolean {
  if (rel.kind === 'many-to-many') {
    return (
      rel.junction.name === hint ||
      rel.toTarget.name === hint ||
      rel.toParent.name === hint ||
      rel.toTarget.columns.includes(hint)
    );
  }
  return (
    rel.fk.name === hint ||
    rel.fk.columns.includes(hint) ||
    rel.fk.foreignColumns.includes(hint) ||
    rel.fk.table.name === hint
  );
}

/** Picks the one relationship an embed means, with PostgREST's errors when there is none or several. */
export function resolveRelationship(
  cache: SchemaCache,
  parent: Table,
  target: string,
  hint?: string,
): Relationship {
  // A computed relationship takes the place of any key-based one of the same name, as in PostgREST.
  const computed = parent.computedRelationships.get(target);
  if (computed) return { kind: 'computed', ...computed };
  let found = candidates(cache, parent, target);
  if (hint !== undefined) found = found.filter((r) => matchesHint(r, hint));
  if (found.length === 0) {
    return notFound(parent, target, hint);
  }
  if (found.length > 1) {
    // A direct relationship wins over one through a junction, as in PostgREST.
    const direct = found.filter((r) => r.kind !== 'many-to-many');
    if (direct.length === 1) return direct[0]!;
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${target}'`,
      found.map((r) => describe(r, parent)),
      `Try changing '${target}' to one of the following: ${found
        .map((r) => `'${target}!${r.kind === 'many-to-many' ? r.junction.name : r.fk.name}'`)
        .join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return found[0]!;
}

function notFound(parent: Table, target: string, hint: string | undefined): never {
  throw new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent.name}' and '${target}' in the schema cache`,
    hint === undefined
      ? `Searched for a foreign key relationship between '${parent.name}' and '${target}' in the schema '${parent.schema}', but no matches were found.`
      : `Searched for a foreign key relationship between '${parent.name}' and '${target}' in the schema '${parent.schema}' using the hint '${hint}', but no matches were found.`,
    null,
  );
}
