import ts from 'typescript';
const program = ts.createProgram(['src/index.ts'], { noEmit: true, skipLibCheck: true, strict: true, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'] });
const checker = program.getTypeChecker();
const source = program.getSourceFile('src/index.ts')!;
const mod = checker.getSymbolAtLocation(source)!;
for (const sym of checker.getExportsOfModule(mod)) {
  const target = sym.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(sym) : sym;
  const decls = target.declarations ?? [];
  const fn = decls.filter((d) => ts.isFunctionDeclaration(d));
  if (fn.length === 0) continue;
  const tags = fn.flatMap((d) => ts.getJSDocTags(d)).map((t) => t.tagName.text);
  const file = fn[0]!.getSourceFile().fileName;
  console.log(`${sym.getName()}\t${file}\t${tags.includes('example') ? 'ex' : '-'}\t${tags.includes('category') ? 'cat' : '-'}`);
}
