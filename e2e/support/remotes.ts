/**
 * How long a screen served by a remote may take to show its first content. The remote's chunks arrive in well
 * under a second, but parsing and running them (mf_legal carries the G2 charts) took over 12 s in a measured run
 * on the shared 2-core machine at load 17, longer than the suite's 15 s expect timeout. Only the first content of
 * a remote's route waits this long; every later assertion keeps the default.
 */
export const REMOTE_FIRST_CONTENT_TIMEOUT = 60_000;
