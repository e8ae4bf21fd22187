import { definePackageConfig } from '../../vitest.shared';

export default definePackageConfig({
  test: {
    // The bin tests spawn built processes; give a loaded machine room.
    testTimeout: 60_000,
  },
});
