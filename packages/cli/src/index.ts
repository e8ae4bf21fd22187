/**
 * `@marketdata-sdk/cli`: the `marketdata` command. Every operation of the API is a command
 * generated from the spec's operation rows; `runCli` runs it in-process.
 */
export { type CliIo, type CliStream, runCli } from './runCli';
