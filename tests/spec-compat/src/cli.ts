/**
 * `tsx src/cli.ts check` runs the breaking-change check on this repository;
 * `tsx src/cli.ts baseline` records the current bundled spec as the released one (the root
 * `version` script does this when it versions a release).
 */
import { copyFileSync, existsSync } from 'node:fs';
import { checkSpecCompat, formatReport } from './check';
import { baselinePath, changesetDir, currentSpecPath } from './paths';

const command = process.argv[2];

if (!existsSync(currentSpecPath)) {
  console.error(`${currentSpecPath} is missing: build it first (turbo run build).`);
  process.exit(1);
}

if (command === 'baseline') {
  copyFileSync(currentSpecPath, baselinePath);
  console.log(`Recorded ${currentSpecPath} as the released spec (${baselinePath}).`);
} else if (command === 'check') {
  const report = checkSpecCompat({ baselinePath, currentPath: currentSpecPath, changesetDir });
  console.log(formatReport(report));
  process.exit(report.ok ? 0 : 1);
} else {
  console.error('usage: tsx src/cli.ts <check|baseline>');
  process.exit(2);
}
