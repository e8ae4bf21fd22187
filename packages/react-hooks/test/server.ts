import { setupServer } from 'msw/node';

/** One MSW server for the whole run; each test installs its sandbox's handlers. */
export const server = setupServer();
