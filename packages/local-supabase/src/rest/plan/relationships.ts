import { RestError } from '../errors';
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

type KeyRelationship = Exclude<Relationship, { kind: 'computed' }>;

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
const within = (cols: string[], key: string[]) => cols.every((c) => key.includes(c));

/** The parent holds the key (many-to-one, or one-to-one when the key is unique). */
const parentHoldsKey = (rel: KeyRelationship): rel is KeyRelationship & { fk: ForeignKey } =>
  rel.kind === 'many-to-one' || rel.kind === 'one-to-one-parent';

/** Key columns as PostgREST's `relColumns`: (column of the parent, column of the target). */
function columnPairs(rel: KeyRelationship): [string, string][] {
  if (rel.kind === 'many-to-many') return [];
  const { columns, foreignColumns } = rel.fk;
  return parentHoldsKey(rel)
    ? columns.map((c, i) => [c, foreignColumns[i]!])
    : foreignColumns.map((c, i) => [c, columns[i]!]);
}

const constraintOf = (rel: KeyRelationship) => (rel.kind === 'many-to-many' ? undefined : rel.fk.name);
const fmtCols = (cols: string[]) => `(${cols.join(', ')})`;

/** An entry of PGRST201's details, as PostgREST's `compressedRel` writes it from the parent's side. */
function describe(rel: KeyRelationship, parent: Table) {
  const cardinality = rel.kind.startsWith('one-to-one') ? 'one-to-one' : rel.kind;
  const embedding = `${parent.name} with ${rel.target.name}`;
  if (rel.kind === 'many-to-many') {
    const { junction, toParent, toTarget } = rel;
    return {
      cardinality,
      embedding,
      relationship: `${junction.name} using ${toParent.name}${fmtCols(toParent.columns)} and ${toTarget.name}${fmtCols(toTarget.columns)}`,
    };
  }
  const pairs = columnPairs(rel);
  return {
    cardinality,
    embedding,
    relationship: `${rel.fk.name} using ${parent.name}${fmtCols(pairs.map((p) => p[0]))} and ${rel.target.name}${fmtCols(pairs.map((p) => p[1]))}`,
  };
}

/** Every key-based relationship of `parent`, as PostgREST's schema cache holds them. */
function relationshipsOf(cache: SchemaCache, parent: Table): KeyRelationship[] {
  const out: KeyRelationship[] = [];
  const inSchema = (t: Table) => t.schema === parent.schema;
  for (const fk of cache.foreignKeys) {
    // A self-reference gives both: the parent (many-to-one) and the children (one-to-many).
    if (fk.table === parent && inSchema(fk.foreignTable)) {
      const unique = parent.uniqueKeys.some((k) => sameSet(k, fk.columns));
      out.push({ kind: unique ? 'one-to-one-parent' : 'many-to-one', fk, target: fk.foreignTable });
    }
    if (fk.foreignTable === parent && inSchema(fk.table)) {
      const unique = fk.table.uniqueKeys.some((k) => sameSet(k, fk.columns));
      out.push({ kind: unique ? 'one-to-one-child' : 'one-to-many', fk, target: fk.table });
    }
  }
  // Many-to-many through a junction whose key covers the keys to both sides.
  for (const toParent of cache.foreignKeys) {
    if (toParent.foreignTable !== parent || toParent.table === parent) continue;
    const junction = toParent.table;
    for (const toTarget of cache.foreignKeys) {
      if (toTarget === toParent || toTarget.table !== junction) continue;
      if (!inSchema(toTarget.foreignTable) || toTarget.foreignTable === junction) continue;
      const keyCols = [...toParent.columns, ...toTarget.columns];
      if (!junction.uniqueKeys.some((k) => within(keyCols, k))) continue;
      out.push({ kind: 'many-to-many', junction, toParent, toTarget, target: toTarget.foreignTable });
    }
  }
  return out;
}

/**
 * PostgREST's `findRel` filter. The target names the related table, a
 * constraint or a single key column of the parent; the hint then names a
 * constraint, a key column on either side or a junction. A self-reference
 * is the children by the table name (hinted only by their key column) and
 * the parent by the key column.
 */
function matches(rel: KeyRelationship, parent: Table, target: string, hint: string | undefined): boolean {
  const pairs = columnPairs(rel);
  const single = pairs.length === 1 ? pairs[0]! : undefined;
  const byTable = rel.target.name === target;
  const toChildren = rel.kind === 'one-to-many';
  if (rel.target === parent) {
    if (hint === undefined) {
      return (byTable && toChildren) || (rel.kind === 'many-to-one' && single?.[0] === target);
    }
    return byTable && toChildren && single?.[1] === hint;
  }
  if (hint === undefined) {
    const direct = !rel.target.isView && (constraintOf(rel) === target || single?.[0] === target);
    return byTable || direct;
  }
  return (
    byTable &&
    (constraintOf(rel) === hint ||
      single?.[0] === hint ||
      single?.[1] === hint ||
      (rel.kind === 'many-to-many' && rel.junction.name === hint))
  );
}

/** How PGRST201's hint names a relationship: by its constraint, or its junction table. */
const hintName = (rel: KeyRelationship) => (rel.kind === 'many-to-many' ? rel.junction.name : rel.fk.name);

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
  const found = relationshipsOf(cache, parent).filter((r) => matches(r, parent, target, hint));
  if (found.length === 0) {
    return notFound(parent, target, hint);
  }
  if (found.length > 1) {
    // Listed by constraint (or junction) name: the order PostgREST answers for postgrest-js's fixtures.
    found.sort((a, b) => hintName(a).localeCompare(hintName(b)));
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${target}'`,
      found.map((r) => describe(r, parent)),
      `Try changing '${target}' to one of the following: ${found
        .map((r) => `'${r.target.name}!${hintName(r)}'`)
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
    // Error.hs `NoRelBetween`: the hint comes before the schema.
    `Searched for a foreign key relationship between '${parent.name}' and '${target}${hint === undefined ? '' : `' using the hint '${hint}`}' in the schema '${parent.schema}', but no matches were found.`,
    null,
  );
}
