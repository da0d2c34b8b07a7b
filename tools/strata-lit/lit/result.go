package lit

import (
	"fmt"
	"strings"
	"time"
)

// Code is a test verdict, named as lit names it.
type Code int

// The verdicts. XFAIL is a pass (the failure was expected); XPASS,
// UNRESOLVED and TIMEOUT are failures; UNSUPPORTED is a skip.
const (
	Pass Code = iota
	Fail
	XFail
	XPass
	Unsupported
	Unresolved
	Timeout
)

func (c Code) String() string {
	switch c {
	case Pass:
		return "PASS"
	case Fail:
		return "FAIL"
	case XFail:
		return "XFAIL"
	case XPass:
		return "XPASS"
	case Unsupported:
		return "UNSUPPORTED"
	case Unresolved:
		return "UNRESOLVED"
	case Timeout:
		return "TIMEOUT"
	}
	return fmt.Sprintf("Code(%d)", int(c))
}

// IsFailure reports whether the verdict fails the run.
func (c Code) IsFailure() bool {
	return c == Fail || c == XPass || c == Unresolved || c == Timeout
}

// Command is a RUN line as executed.
type Command struct {
	RunLine
	Expanded string // after substitution
}

// Result is the outcome of one test.
type Result struct {
	Test   *Test
	Code   Code
	Reason string // why a test is unsupported, unresolved or timed out

	Commands []Command // empty when the test did not get as far as running
	// Failed is the index in Commands of the command that failed or was
	// running at the timeout; -1 when none did (or it is unknown, as when
	// bash rejects the script's syntax).
	Failed   int
	ExitCode int
	Stdout   string
	Stderr   string
	Attempts int // runs made, counting retries
	Elapsed  time.Duration
}

// Details formats what a person needs to see about the result, in the style
// of lit's failure report: the reason, the commands after substitution, the
// exit code and the output.
func (r *Result) Details() string {
	var b strings.Builder
	if r.Reason != "" {
		b.WriteString(r.Reason)
		b.WriteString("\n")
	}
	if len(r.Commands) == 0 {
		return b.String()
	}
	b.WriteString("Script:\n--\n")
	for _, c := range r.Commands {
		fmt.Fprintf(&b, "RUN: %s: %s\n", c.Location(), c.Expanded)
	}
	b.WriteString("--\n")
	if r.Failed >= 0 && r.Failed < len(r.Commands) {
		c := r.Commands[r.Failed]
		verb := "Failed"
		if r.Code == Timeout {
			verb = "Timed out in"
		}
		fmt.Fprintf(&b, "%s RUN %s: %s\n", verb, c.Location(), c.Expanded)
	}
	if r.Code != Timeout {
		fmt.Fprintf(&b, "Exit Code: %d\n", r.ExitCode)
	}
	if r.Attempts > 1 {
		fmt.Fprintf(&b, "Attempts: %d\n", r.Attempts)
	}
	writeOutput(&b, "stdout", r.Stdout)
	writeOutput(&b, "stderr", r.Stderr)
	return b.String()
}

func writeOutput(b *strings.Builder, name, out string) {
	if out == "" {
		return
	}
	fmt.Fprintf(b, "\nCommand Output (%s):\n--\n%s", name, out)
	if !strings.HasSuffix(out, "\n") {
		b.WriteString("\n")
	}
	b.WriteString("--\n")
}
