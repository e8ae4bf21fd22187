import { definePackageConfig } from '../../vitest.shared';

/** An orphan rejection ends the test run, as it ends a user's process. */
export const strictRejections = ['--unhandled-rejections=strict'];

export default definePackageConfig({ test: { execArgv: strictRejections } });
