// The early entry: a script of its own (a few KB, no federation runtime, no shared module), named
// before the shell's entry in index.html. It runs as soon as the page has parsed, while main.js
// (the federation runtime and the shell's start) is still downloading and then evaluating, ~100 ms
// on a cold start: the first requests and the last visit's timeline do not wait for that
// (issue 26, decision 0016). If it does not run, start-up sends those requests itself once the
// shell runs, and React's start-up screen draws that timeline (the shell's entry carries no copy).
import { startEarly } from './start-up/early-start';

startEarly();
