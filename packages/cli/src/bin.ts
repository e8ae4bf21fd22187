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

// The reader went away (`marketdata … | head`): it has what it wanted, so stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
process.stderr.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

runCli(process.argv.slice(2), { signal: controller.signal }).then((status) => {
  process.exitCode = status;
});
