/** See postgresBin.mjs. */
export function findPostgresBin(env?: NodeJS.ProcessEnv): string | null;
