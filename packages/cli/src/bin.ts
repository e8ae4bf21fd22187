#!/usr/bin/env node
import { runCli } from './runCli';

const controller = new AbortController();
let interrupts = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    // The first Ctrl-C ends the command cleanly (an export saves its place); a second one forces it.
    if (++interrupts > 1) process.exit(130);
    controller.abort();
  });

runCli(process.argv.slice(2), { signal: controller.signal }).then((status) => {
  process.exitCode = status;
});
