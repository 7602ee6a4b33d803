// How long Redis commands may take in tests; production's default is 100 ms. A busy two-core
// test machine can leave a process unscheduled for longer than that, and a command timed out
// then makes the app fail open (no cached page, no counted login failure) where a test expects
// Redis's answer. The tests of the time-out itself set the production value.
export const TEST_REDIS_COMMAND_TIMEOUT_MS = '2000'
