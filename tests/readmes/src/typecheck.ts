/** Type-checks README blocks as standalone modules against the workspace packages. */
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { type CodeBlock, repoRoot, where } from './extract';

/** Where the blocks pretend to live, so that bare imports resolve from this package. */
const blockDir = join(repoRoot, 'tests', 'readmes', '.blocks');

const extensionOf: Record<string, string> = {
  ts: '.ts',
  tsx: '.tsx',
  js: '.js',
  jsx: '.jsx',
  mjs: '.mjs',
};

/** Rewrites `./x` imports to the file next to the README, so relative examples resolve. */
export function rewriteRelativeImports(block: CodeBlock): string {
  const readmeDir = dirname(join(repoRoot, block.readme));
  return block.code.replace(
    /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\2/g,
    (_all, before: string, quote: string, path: string) =>
      `${before}${quote}${resolve(readmeDir, path)}${quote}`,
  );
}

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noUncheckedIndexedAccess: true,
  allowJs: true,
  checkJs: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  noEmit: true,
  types: ['node'],
  typeRoots: [join(repoRoot, 'tests', 'readmes', 'node_modules', '@types')],
};

/**
 * Type-checks every block at once (one program) and returns the error text of each block,
 * keyed by block; a block with no error maps to an empty string.
 */
export function typecheckBlocks(blocks: CodeBlock[]): Map<CodeBlock, string> {
  const files = new Map<string, { block: CodeBlock; text: string }>();
  for (const block of blocks) {
    const name = `${block.readme.replace(/[^\w]+/g, '_')}_L${block.line}${extensionOf[block.lang] ?? '.ts'}`;
    files.set(join(blockDir, name), { block, text: rewriteRelativeImports(block) });
  }
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (path) => files.has(path) || fileExists.call(host, path);
  host.readFile = (path) => files.get(path)?.text ?? readFile.call(host, path);
  host.getSourceFile = (path, language, ...rest) => {
    const file = files.get(path);
    if (file) return ts.createSourceFile(path, file.text, language, true);
    return getSourceFile.call(host, path, language, ...rest);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  const result = new Map<CodeBlock, string>();
  for (const [path, { block }] of files) {
    const source = program.getSourceFile(path);
    const diagnostics = source
      ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
      : [];
    result.set(
      block,
      diagnostics
        .map((diagnostic) => {
          const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
          if (!diagnostic.file || diagnostic.start === undefined)
            return `${where(block)}: ${message}`;
          const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
          return `${block.readme}:${block.line + 1 + line}: TS${diagnostic.code} ${message}`;
        })
        .join('\n'),
    );
  }
  return result;
}
