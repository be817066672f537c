// The names a module declares, split into values (exist at runtime) and types (erased), read with
// the TypeScript compiler. Used by scripts/types-index.ts and by the package's export tests.
import ts from 'typescript';

export interface DeclaredExports {
  values: string[];
  types: string[];
}

export function declaredExports(file: string): DeclaredExports {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${file}: not a module`);
  const values: string[] = [];
  const types: string[] = [];
  for (const symbol of checker.getExportsOfModule(module)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    // `export type { X }` of a value is type-only: TypeScript forbids using it as a value.
    const typeOnly = symbol.declarations?.some((d) => ts.isTypeOnlyExportDeclaration(d)) ?? false;
    if (target.flags & ts.SymbolFlags.Value && !typeOnly) values.push(symbol.name);
    else types.push(symbol.name);
  }
  return { values: values.sort(), types: types.sort() };
}
