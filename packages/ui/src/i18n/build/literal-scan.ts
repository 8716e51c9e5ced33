import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** A piece of user-visible text written into a component instead of taken from a catalogue. */
export interface LiteralText {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/**
 * Props that carry words a person reads or hears (screen readers included). A string
 * literal given to one of them is text the catalogue never sees.
 */
const TEXT_PROP =
  /^(aria-label|aria-description|aria-valuetext|aria-roledescription|aria-placeholder|title|alt|placeholder|label|description|heading|message|hint|.+Label|.+Text|.+Title|.+Description|.+Message)$/;

/** Object keys that feed toasts and menus (`toast({ title: … })`, `{ label: … }` entries). */
const TEXT_KEY = /^(title|description|label|message|hint|.+Label|.+Text|.+Message)$/;

/** A message id (`ui.card.move`, `board.menu.rename`): a key into the catalogue, not text. */
const MESSAGE_ID = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

/** Letters anywhere: punctuation, digits and symbols alone (`·`, `—`, `#`, `×`) are not language. */
const WORDS = /\p{L}/u;

function literalOf(node: ts.Node | undefined): string | undefined {
  if (node === undefined) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    return parts;
  }
  if (ts.isJsxExpression(node)) return literalOf(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalOf(node.expression);
  return undefined;
}

/** String literals that a JSX child expression can evaluate to (`{busy ? 'Saving…' : label}`). */
function childLiterals(node: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(node)) return childLiterals(node.expression);
  if (ts.isConditionalExpression(node))
    return [...childLiterals(node.whenTrue), ...childLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (
      op === ts.SyntaxKind.AmpersandAmpersandToken ||
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken
    ) {
      return childLiterals(node.right);
    }
    if (op === ts.SyntaxKind.PlusToken) return [...childLiterals(node.left), ...childLiterals(node.right)];
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
    return [node];
  return [];
}

/** Every literal piece of language a `.tsx`/`.ts` source renders or announces. */
export function scanSource(file: string, source: string): LiteralText[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: LiteralText[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!WORDS.test(trimmed) || MESSAGE_ID.test(trimmed)) return;
    found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: trimmed });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && TEXT_PROP.test(node.name.getText(sf))) {
      const init = node.initializer;
      if (init !== undefined) {
        const expr = ts.isJsxExpression(init) ? init.expression : init;
        for (const lit of expr === undefined ? [] : childLiterals(expr)) report(lit, literalOf(lit) ?? '');
      }
    } else if (
      ts.isJsxExpression(node) &&
      node.expression !== undefined &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const lit of childLiterals(node.expression)) report(lit, literalOf(lit) ?? '');
    } else if (ts.isPropertyAssignment(node) && TEXT_KEY.test(node.name.getText(sf))) {
      for (const lit of childLiterals(node.initializer)) report(lit, literalOf(lit) ?? '');
    } else if (
      // `{ label = 'Attach files' }` defaults and `const label = …` locals
      (ts.isBindingElement(node) || ts.isVariableDeclaration(node)) &&
      node.initializer !== undefined &&
      TEXT_PROP.test(
        (ts.isBindingElement(node) && node.propertyName ? node.propertyName : node.name).getText(sf),
      )
    ) {
      for (const lit of childLiterals(node.initializer)) report(lit, literalOf(lit) ?? '');
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** `scanSource` over files on disk. */
export function scanFiles(files: readonly string[]): LiteralText[] {
  return files.flatMap((file) => scanSource(file, readFileSync(file, 'utf8')));
}
