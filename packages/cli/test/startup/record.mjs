// Preloaded with `node --import`: every module the process resolves is appended to $LOADED_OUT.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
