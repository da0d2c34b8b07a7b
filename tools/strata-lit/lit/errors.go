// Package lit is the library behind strata-lit, a test runner compatible
// with the subset of LLVM's lit that strata's test suite uses.
//
// A run has three phases, each with its own type:
//
//   - Discover walks the given paths, loading lit.cfg files (Loader), and
//     returns the Tests in a deterministic order.
//   - A Runner detects the host's features once, then runs Tests (in
//     parallel with Run, or one at a time with RunTest), producing Results.
//   - Main is the command-line front end used by tools/strata-lit: it
//     prints one verdict line per test and the summary.
//
// The test-file syntax (RUN:, REQUIRES:, ...) is parsed by ParseScript, the
// config syntax by ParseConfig and feature expressions by ParseBoolExpr.
// None of them panics on bad input; they return *Error values that name
// the file and line.
package lit

import "fmt"

// Error is a problem found in a config or test file. Its message has the
// compiler-style form "file:line: error: msg" so editors can jump to it.
type Error struct {
	File string
	Line int // 1-based; 0 when the problem is about the file as a whole
	Msg  string
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: error: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: error: %s", e.File, e.Msg)
}

func errorf(file string, line int, format string, args ...any) *Error {
	return &Error{File: file, Line: line, Msg: fmt.Sprintf(format, args...)}
}
