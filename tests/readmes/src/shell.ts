/** Checks and runs the shell blocks of the READMEs, one command at a time. */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CodeBlock, repoRoot } from './extract';

interface Manifest {
  name: string;
  private?: boolean;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Manifest;

/** Workspace packages by name, with their directory. */
export function workspacePackages(): Map<string, { dir: string; manifest: Manifest }> {
  const result = new Map<string, { dir: string; manifest: Manifest }>();
  const globs = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((line) => /^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/.exec(line)?.[1])
    .filter((glob): glob is string => Boolean(glob));
  for (const glob of globs) {
    const dirs = glob.endsWith('/*')
      ? readdirSync(join(repoRoot, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(glob.slice(0, -2), entry.name))
      : [glob];
    for (const dir of dirs) {
      const path = join(repoRoot, dir, 'package.json');
      if (!existsSync(path)) continue;
      const manifest = readJson(path);
      result.set(manifest.name, { dir, manifest });
    }
  }
  return result;
}

/**
 * Package names an `npm install` line may name: our public packages, and registry packages the
 * workspace itself installs (in the lockfile), so a typo or an unowned name is caught.
 */
export function installablePackages(): Set<string> {
  const names = new Set<string>();
  for (const { manifest } of workspacePackages().values()) {
    if (!manifest.private) names.add(manifest.name);
  }
  const lock = readFileSync(join(repoRoot, 'pnpm-lock.yaml'), 'utf8');
  for (const match of lock.matchAll(/^ {2}'?(@?[^@\s':]+)@[^:\s]+'?:$/gm)) {
    if (match[1]) names.add(match[1]);
  }
  return names;
}

/** The package a module specifier belongs to (`msw/node` → `msw`), or undefined for builtins and paths. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) {
    return undefined;
  }
  if (builtinModules.includes(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Packages imported by a block (static imports and `import()`), `import type` excluded. */
export function importedPackages(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(
    /^\s*import\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
  )) {
    if (match[1]) continue;
    const name = packageOf(match[2] ?? '');
    if (name) found.add(name);
  }
  return [...found];
}

/** The commands of a shell block: comments dropped, `\` continuations and `&&` chains split. */
export function commandsOf(code: string): string[] {
  return code
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter(Boolean)
    .flatMap((line) => line.split(/\s*&&\s*/))
    .map((command) => command.replace(/^([A-Z_][A-Z0-9_]*=\S*\s+)+/, '').trim())
    .filter(Boolean);
}

/** The packages an `npm install …` command installs, or undefined when it is not one. */
export function npmInstalled(command: string): string[] | undefined {
  const words = command.split(/\s+/);
  if (words[0] !== 'npm' || !['install', 'i', 'add'].includes(words[1] ?? '')) return undefined;
  return words.slice(2).filter((word) => !word.startsWith('-'));
}

const pnpm = /^npx -y pnpm@\S+\s*(.*)$/;

interface ShellContext {
  sandboxUrl?: string;
  children: ChildProcess[];
}

/**
 * Checks one command: workspace commands name a script that exists, `npm install` names
 * installable packages, the sandbox CLI starts (from the built bin) and `curl` calls succeed
 * against it. Returns a problem, or undefined when the command is fine.
 */
export async function checkCommand(
  command: string,
  context: ShellContext,
): Promise<string | undefined> {
  const packages = workspacePackages();
  const viaPnpm = pnpm.exec(command);
  if (viaPnpm) {
    const words = (viaPnpm[1] ?? '').split(/\s+/).filter(Boolean);
    if (words[0] === 'install') return undefined;
    let manifest = readJson(join(repoRoot, 'package.json'));
    if (words[0] === '--filter') {
      const target = packages.get(words[1] ?? '');
      if (!target) return `\`${command}\`: no workspace package is named ${words[1]}`;
      manifest = target.manifest;
      words.splice(0, 2);
    }
    const script = words[0] === 'run' ? words[1] : words[0];
    if (!script || !manifest.scripts?.[script]) {
      return `\`${command}\`: ${manifest.name} has no script "${script}"`;
    }
    return undefined;
  }
  const installed = npmInstalled(command);
  if (installed) {
    const installable = installablePackages();
    const unknown = installed.filter((name) => !installable.has(name.replace(/(.)@.*$/, '$1')));
    if (unknown.length > 0) {
      return `\`${command}\`: ${unknown.join(', ')} is neither one of our public packages nor a package this workspace installs`;
    }
    return undefined;
  }
  if (/^npx\s+(-y\s+)?marketdata-sandbox\b/.test(command)) {
    return `\`${command}\`: a bare \`npx marketdata-sandbox\` looks the name up in the public registry when the package is not installed; write \`npx -p @marketdata-sdk/fixtures marketdata-sandbox …\``;
  }
  const sandbox =
    /^npx\s+(?:-y\s+)?-p\s+@marketdata-sdk\/fixtures\s+marketdata-sandbox\s*(.*)$/.exec(command);
  if (sandbox) {
    const args = (sandbox[1] ?? '')
      .replace(/--port\s+\d+/, '--port 0')
      .split(/\s+/)
      .filter(Boolean);
    if (!args.includes('--port')) args.push('--port', '0');
    const bin = join(
      repoRoot,
      packages.get('@marketdata-sdk/fixtures')?.dir ?? '',
      'dist',
      'cli.js',
    );
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    context.children.push(child);
    const url = await new Promise<string | undefined>((resolve) => {
      let output = '';
      const timer = setTimeout(() => resolve(undefined), 15_000);
      const read = (chunk: Buffer) => {
        output += chunk;
        const match = /listening on (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', () => resolve(undefined));
    });
    if (!url) return `\`${command}\`: the sandbox did not print "listening on <url>" within 15 s`;
    context.sandboxUrl = url;
    return undefined;
  }
  const cli = /^(?:npx\s+(?:-y\s+)?-p\s+@marketdata-sdk\/cli\s+)?marketdata\s+(.*)$/.exec(command);
  if (cli) return checkWorkspaceBin(command, '@marketdata-sdk/cli', cli[1] ?? '', packages);
  const mcp = /^(?:npx\s+(?:-y\s+)?-p\s+@marketdata-sdk\/mcp\s+)?marketdata-mcp\b\s*(.*)$/.exec(
    command,
  );
  if (mcp) return checkMcpServer(command, mcp[1] ?? '', packages, context);
  if (/^curl\s/.test(command)) {
    if (!context.sandboxUrl)
      return `\`${command}\`: curl before any sandbox was started in the block`;
    const line = command.replace(/http:\/\/127\.0\.0\.1:\d+/g, context.sandboxUrl);
    return new Promise((resolve) => {
      execFile(
        'bash',
        ['-c', `${line} --fail --silent --show-error --max-time 10`],
        (error, stdout, stderr) => {
          if (error) return resolve(`\`${command}\` failed: ${stderr || error.message}`);
          if (!/"status_code":\s*0/.test(stdout)) {
            return resolve(
              `\`${command}\` answered without a success envelope: ${stdout.slice(0, 200)}`,
            );
          }
          resolve(undefined);
        },
      );
    });
  }
  return `\`${command}\` is not a command this test knows how to check (workspace \`npx -y pnpm@…\` scripts, \`npm install\`, \`npx -p @marketdata-sdk/fixtures marketdata-sandbox\`, \`curl\` to that sandbox, \`marketdata --sandbox …\`, \`marketdata-mcp --sandbox …\`)`;
}

type Packages = ReturnType<typeof workspacePackages>;

/** The built bin of one of our packages (its package.json `bin`, which points into `dist`). */
function builtBin(name: string, packages: Packages): string {
  const target = packages.get(name);
  const bin = (target?.manifest as { bin?: Record<string, string> } | undefined)?.bin ?? {};
  return join(repoRoot, target?.dir ?? '', Object.values(bin)[0] ?? 'missing-bin');
}

/**
 * Runs a `marketdata …` command line with the built bin (shell redirections kept), in a
 * temporary folder; it must try the sandbox (or ask for help) and exit 0 within 30 s.
 */
function checkWorkspaceBin(command: string, name: string, args: string, packages: Packages) {
  if (!/(^|\s)(--sandbox|--help)\b/.test(args)) {
    return Promise.resolve(
      `\`${command}\`: a README command must run as written: add --sandbox (no key, no network)`,
    );
  }
  const line = `'${process.execPath}' '${builtBin(name, packages)}' ${args}`;
  return new Promise<string | undefined>((resolve) => {
    execFile(
      'bash',
      ['-c', line],
      { cwd: mkdtempSync(join(tmpdir(), 'readme-cli-')), timeout: 30_000 },
      (error, _stdout, stderr) =>
        resolve(error ? `\`${command}\` failed: ${stderr || error.message}` : undefined),
    );
  });
}

/** Starts `marketdata-mcp`: on stdio it must answer an MCP `initialize`; with `--http`, print its URL. */
function checkMcpServer(command: string, args: string, packages: Packages, context: ShellContext) {
  const words = args
    .replace(/--port\s+\d+/, '--port 0')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.includes('--sandbox')) words.push('--sandbox');
  const child = spawn(process.execPath, [builtBin('@marketdata-sdk/mcp', packages), ...words], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  context.children.push(child);
  return new Promise<string | undefined>((resolve) => {
    let output = '';
    const timer = setTimeout(
      () => resolve(`\`${command}\`: no MCP answer within 15 s: ${output.slice(0, 200)}`),
      15_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk;
      if (/"serverInfo"|streamable HTTP on http/.test(output)) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    if (!words.includes('--http')) {
      const initialize = {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'readme', version: '1' },
        },
      };
      child.stdin.write(`${JSON.stringify(initialize)}\n`);
    }
  });
}

/** Commands that `checkCommand` executes (our bins, `curl` to the sandbox), not only checks. */
const executed = [
  /^npx\s+(?:-y\s+)?-p\s+@marketdata-sdk\/fixtures\s+marketdata-sandbox\b/,
  /^(?:npx\s+(?:-y\s+)?-p\s+@marketdata-sdk\/cli\s+)?marketdata\s/,
  /^(?:npx\s+(?:-y\s+)?-p\s+@marketdata-sdk\/mcp\s+)?marketdata-mcp\b/,
];

/** True when the test runs at least one command of the shell block (not only looks at it). */
export function runsSomething(block: CodeBlock): boolean {
  return commandsOf(block.code).some((command) => executed.some((re) => re.test(command)));
}

/**
 * Checks a JSON block: it must parse, and each server of an MCP client configuration
 * (`mcpServers: { name: { command, args } }`) must be a command line that starts and answers.
 */
export async function checkJsonBlock(block: CodeBlock): Promise<string[]> {
  let value: unknown;
  try {
    value = JSON.parse(block.code);
  } catch (error) {
    return [`not valid JSON: ${(error as Error).message}`];
  }
  const servers = (value as { mcpServers?: Record<string, { command?: string; args?: string[] }> })
    .mcpServers;
  const problems: string[] = [];
  const context: ShellContext = { children: [] };
  try {
    for (const [name, server] of Object.entries(servers ?? {})) {
      const line = [server.command ?? '', ...(server.args ?? [])].join(' ');
      const problem = await checkCommand(line, context);
      if (problem) problems.push(`mcpServers.${name}: ${problem}`);
    }
  } finally {
    for (const child of context.children) child.kill('SIGTERM');
  }
  return problems;
}

/** Runs every command of a shell block in order; returns the problems found. */
export async function checkShellBlock(block: CodeBlock): Promise<string[]> {
  const context: ShellContext = { children: [] };
  const problems: string[] = [];
  try {
    for (const command of commandsOf(block.code)) {
      const problem = await checkCommand(command, context);
      if (problem) problems.push(problem);
    }
  } finally {
    for (const child of context.children) child.kill('SIGTERM');
  }
  return problems;
}
