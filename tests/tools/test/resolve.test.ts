import { describe, expect, it } from 'vitest';
import { chromiumTool, redisServerTool } from '../src/index';
import { isDebianLike, resolveTool, type System, type Tool } from '../src/resolve';

const debian = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';

/** A machine made of a set of executable paths; apt "installs" by adding `installs` to it. */
function fakeSystem(options: {
  env?: Record<string, string>;
  files?: string[];
  root?: boolean;
  osRelease?: string;
  installs?: string[];
  aptFails?: boolean;
}) {
  const files = new Set(options.files ?? []);
  const runs: string[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  const system: System = {
    env: { PATH: '/usr/local/bin:/usr/bin', ...options.env },
    isExecutable: (path) => files.has(path),
    isRoot: () => options.root ?? false,
    osRelease: () => options.osRelease,
    async run(command, args) {
      runs.push([command, ...args].join(' '));
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (options.aptFails) throw new Error('exit code 100');
      if (args[0] === 'install') for (const path of options.installs ?? []) files.add(path);
    },
    withLock(_name, task) {
      const next = queue.then(task);
      queue = next.catch(() => undefined);
      return next;
    },
    log: () => undefined,
  };
  return { system, runs, files };
}

const tool: Tool = {
  name: 'Widget',
  envVar: 'WIDGET_PATH',
  commands: ['widget', 'widget-alt'],
  usualPaths: ['/opt/widget/bin/widget'],
  aptPackage: 'widget',
  missing: 'No widget found: install widget or set WIDGET_PATH.',
};

describe('resolveTool: the order in which a test binary is found', () => {
  it('takes the explicit environment variable before anything on the system', async () => {
    const { system } = fakeSystem({
      env: { WIDGET_PATH: '/home/me/widget' },
      files: ['/home/me/widget', '/usr/bin/widget'],
    });
    await expect(resolveTool(tool, system)).resolves.toBe('/home/me/widget');
  });

  it('rejects an environment variable that names no executable, naming the variable', async () => {
    const { system } = fakeSystem({
      env: { WIDGET_PATH: '/nope/widget' },
      files: ['/usr/bin/widget'],
    });
    await expect(resolveTool(tool, system)).rejects.toThrow(
      'WIDGET_PATH is set to "/nope/widget", which is not an executable file',
    );
  });

  it('looks the commands up on PATH in order, then the usual paths', async () => {
    const onPath = fakeSystem({ files: ['/usr/bin/widget-alt', '/usr/bin/widget'] });
    await expect(resolveTool(tool, onPath.system)).resolves.toBe('/usr/bin/widget');
    const firstDir = fakeSystem({ files: ['/usr/bin/widget', '/usr/local/bin/widget'] });
    await expect(resolveTool(tool, firstDir.system)).resolves.toBe('/usr/local/bin/widget');
    const usual = fakeSystem({ files: ['/opt/widget/bin/widget'] });
    await expect(resolveTool(tool, usual.system)).resolves.toBe('/opt/widget/bin/widget');
  });

  it('uses a copy downloaded earlier before installing anything', async () => {
    const { system, runs } = fakeSystem({
      files: ['/cache/widget'],
      root: true,
      osRelease: debian,
    });
    const withCache: Tool = { ...tool, downloaded: async () => '/cache/widget' };
    await expect(resolveTool(withCache, system)).resolves.toBe('/cache/widget');
    expect(runs).toEqual([]);
  });

  it('as root on Debian, installs the package with apt-get and returns the installed binary', async () => {
    const { system, runs } = fakeSystem({
      files: ['/usr/bin/apt-get'],
      root: true,
      osRelease: debian,
      installs: ['/usr/bin/widget'],
    });
    await expect(resolveTool(tool, system)).resolves.toBe('/usr/bin/widget');
    expect(runs).toEqual([
      '/usr/bin/apt-get update -qq',
      '/usr/bin/apt-get install -y -qq --no-install-recommends widget',
    ]);
  });

  it('runs apt-get once when two resolutions race for the lock', async () => {
    const { system, runs } = fakeSystem({
      files: ['/usr/bin/apt-get'],
      root: true,
      osRelease: 'ID=ubuntu\nID_LIKE=debian\n',
      installs: ['/usr/bin/widget'],
    });
    const both = await Promise.all([resolveTool(tool, system), resolveTool(tool, system)]);
    expect(both).toEqual(['/usr/bin/widget', '/usr/bin/widget']);
    expect(runs.filter((run) => run.includes(' install '))).toHaveLength(1);
  });

  it('does not run apt-get when not root, or not on Debian/Ubuntu', async () => {
    for (const setup of [
      { root: false, osRelease: debian },
      { root: true, osRelease: 'ID=fedora\nID_LIKE="rhel centos"\n' },
      { root: true, osRelease: undefined },
    ]) {
      const { system, runs } = fakeSystem({ files: ['/usr/bin/apt-get'], ...setup });
      await expect(resolveTool(tool, system)).rejects.toThrow(
        /^No widget found: install widget or set WIDGET_PATH\.$/,
      );
      expect(runs).toEqual([]);
    }
  });

  it('says what to install, and why apt-get and the download failed, when nothing works', async () => {
    const { system } = fakeSystem({
      files: ['/usr/bin/apt-get'],
      root: true,
      osRelease: debian,
      aptFails: true,
    });
    const withDownload: Tool = {
      ...tool,
      download: async () => {
        throw new Error('Download failure, code=1\n    at stack');
      },
    };
    const error = await resolveTool(withDownload, system).catch((e: Error) => e);
    expect((error as Error).message).toBe(
      'No widget found: install widget or set WIDGET_PATH. (apt-get install widget failed (exit code 100); the download failed (Download failure, code=1))',
    );
  });

  it('falls back to its own download when apt-get is not available', async () => {
    const { system } = fakeSystem({});
    const withDownload: Tool = {
      ...tool,
      download: async () => {
        system.isExecutable = (path) => path === '/cache/widget';
        return '/cache/widget';
      },
    };
    await expect(resolveTool(withDownload, system)).resolves.toBe('/cache/widget');
  });
});

describe('the Chromium and redis-server tools', () => {
  it('find Chromium through CHROMIUM_PATH or the system, and say what to install otherwise', async () => {
    const explicit = fakeSystem({ env: { CHROMIUM_PATH: '/x/chrome' }, files: ['/x/chrome'] });
    await expect(resolveTool(chromiumTool, explicit.system)).resolves.toBe('/x/chrome');
    const debianChromium = fakeSystem({ env: { PATH: '' }, files: ['/usr/bin/chromium'] });
    await expect(resolveTool(chromiumTool, debianChromium.system)).resolves.toBe(
      '/usr/bin/chromium',
    );
    const bare = fakeSystem({ env: { PATH: '' } });
    const offline: typeof chromiumTool = {
      ...chromiumTool,
      downloaded: async () => undefined,
      download: async () => Promise.reject(new Error('offline')),
    };
    await expect(resolveTool(offline, bare.system)).rejects.toThrow(
      /^No Chromium found: install one \(Debian\/Ubuntu: `apt-get install chromium`.*set CHROMIUM_PATH/,
    );
  });

  it('find redis-server through REDIS_SERVER_PATH or the system, and say what to install otherwise', async () => {
    const explicit = fakeSystem({ env: { REDIS_SERVER_PATH: '/x/redis' }, files: ['/x/redis'] });
    await expect(resolveTool(redisServerTool, explicit.system)).resolves.toBe('/x/redis');
    const local = fakeSystem({ files: ['/usr/local/bin/redis-server'] });
    await expect(resolveTool(redisServerTool, local.system)).resolves.toBe(
      '/usr/local/bin/redis-server',
    );
    const { system, runs } = fakeSystem({
      files: ['/usr/bin/apt-get'],
      root: true,
      osRelease: debian,
      installs: ['/usr/bin/redis-server'],
    });
    await expect(resolveTool(redisServerTool, system)).resolves.toBe('/usr/bin/redis-server');
    expect(runs.at(-1)).toBe(
      '/usr/bin/apt-get install -y -qq --no-install-recommends redis-server',
    );
    await expect(resolveTool(redisServerTool, fakeSystem({}).system)).rejects.toThrow(
      'No redis-server found: install Redis (Debian/Ubuntu: `apt-get install redis-server`',
    );
  });
});

describe('isDebianLike', () => {
  it('recognises Debian, Ubuntu and derivatives by ID or ID_LIKE only', () => {
    expect(isDebianLike(debian)).toBe(true);
    expect(isDebianLike('ID=linuxmint\nID_LIKE="ubuntu debian"\n')).toBe(true);
    expect(isDebianLike('ID=fedora\nPRETTY_NAME="not debian"\n')).toBe(false);
    expect(isDebianLike(undefined)).toBe(false);
  });
});
