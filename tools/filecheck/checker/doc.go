// Package checker is the engine of filecheck, a reimplementation of LLVM
// 14's FileCheck: it verifies that an input text matches the directives
// (CHECK:, CHECK-NEXT:, CHECK-DAG:, ...) of a check file, and reports
// mismatches with FileCheck's diagnostics, annotated input dump and exit
// codes.
//
// # Architecture
//
// A run (Run) goes through the same stages as FileCheck:
//
//  1. Both files are read once into memory (large regular files are
//     memory-mapped) and canonicalized: "\r\n" becomes "\n" and, unless
//     --strict-whitespace, runs of spaces and tabs become one space. The
//     copy is only made when something changes (canonicalize).
//  2. The check file is scanned for prefixes and split into directives
//     (readCheckFile, findCheckType). Each directive's text becomes a
//     pattern (pattern.parse): a fixed string when it has no {{regex}} or
//     [[substitution]] blocks, otherwise a POSIX extended regular
//     expression assembled as FileCheck does, plus a list of substitutions
//     ([[VAR]], [[#expr]]) to splice in at match time. Numeric expressions
//     are parsed by numParser (numeric.go). Positive directives become
//     checkStrings carrying the CHECK-DAG/CHECK-NOT patterns before them.
//  3. The matcher (check.go) first splits the input at CHECK-LABEL matches,
//     then matches each block's checks in order, handling DAG groups,
//     NOT ranges, NEXT/SAME/EMPTY line constraints and COUNT repetitions.
//     Diagnostics are printed as they arise (source.go formats them like
//     llvm::SourceMgr) and also recorded for the input dump (dump.go).
//
// Matching works on one byte slice with absolute offsets; nothing is
// allocated per input line. Fixed strings use bytes.Index (on an
// ASCII-lower-cased copy with --ignore-case). Regular expressions are
// parsed following the grammar of regcomp (ere.go), so that they are
// accepted, rejected and reported exactly as llvm::Regex would, and then
// translated to Go regexp syntax run in leftmost-longest mode, with bytes
// standing for themselves (POSIX semantics also on UTF-8 text). A literal
// that every match must contain is searched first, and the regexp only runs
// on the lines containing it. Back-references ([[VAR:..]]..[[VAR]] on one
// line) and [[:<:]]/[[:>:]] run on a small backtracking matcher
// (backtrack.go) that reproduces llvm::Regex's behaviour, quirks included,
// with a Go regexp for a superset language proposing candidate positions.
//
// Line numbers are computed lazily from an index of newlines built on first
// use, so inputs that pass never pay for it.
package checker
