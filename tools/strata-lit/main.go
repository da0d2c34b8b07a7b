// Command strata-lit runs lit-style tests: files whose RUN: lines are shell
// commands, typically checked with filecheck. See docs/lit.md.
package main

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"os/signal"
	"runtime"
	"syscall"
	"time"

	"github.com/strata-ir/strata/tools/strata-lit/lit"
	"github.com/urfave/cli/v2"
)

// usageError marks errors that should exit with lit.ExitUsage.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }

// exitStatus carries Main's status out of the cli Action.
type exitStatus int

func (e exitStatus) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

func main() {
	// SIGPIPE is caught too: when the reader of our output goes away (as in
	// "strata-lit ... | head"), stop the tests and clean up rather than die
	// mid-write and leave the temporary directory behind.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGPIPE)
	code := run(ctx, os.Args)
	stop()
	os.Exit(code)
}

func run(ctx context.Context, args []string) int {
	app := newApp()
	// urfave/cli stops parsing flags at the first path, but lit accepts
	// "lit DIR -v"; move the flags first.
	args, err := lit.ReorderArgs(args, valueFlags(app.Flags))
	if err != nil {
		err = usageError{err}
	} else {
		err = app.RunContext(ctx, args)
	}
	var status exitStatus
	var uerr usageError
	switch {
	case err == nil:
		return lit.ExitOK
	case errors.As(err, &status):
		return int(status)
	case errors.As(err, &uerr):
		fmt.Fprintf(os.Stderr, "strata-lit: error: %v (see --help)\n", uerr.err)
		return lit.ExitUsage
	default:
		fmt.Fprintf(os.Stderr, "strata-lit: error: %v\n", err)
		return lit.ExitUsage
	}
}

func newApp() *cli.App {
	return &cli.App{
		Name:      "strata-lit",
		Usage:     "run lit-style tests (RUN:/CHECK: files)",
		ArgsUsage: "PATH...",
		Description: "Runs the tests named by each PATH: a file is a test; a directory is searched\n" +
			"for files with the suffixes its lit.cfg lists (default: .mlir .c .ll .dsl .test).\n" +
			"Prints one line per test, e.g. \"PASS: strata :: foo/bar.test (3 of 40)\", and ends\n" +
			"with \"N passed, N failed[, N skipped]\". Exits 0 if nothing failed, 1 if a test\n" +
			"failed, 2 on bad usage. See docs/lit.md for lit.cfg and the RUN-line syntax.",
		HideHelpCommand:        true,
		UseShortOptionHandling: true,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "workers", Aliases: []string{"j"}, Value: runtime.NumCPU(), Usage: "run `N` tests in parallel"},
			&cli.Float64Flag{Name: "timeout", Usage: "kill a test after `SECONDS` (overrides lit.cfg; 0 keeps its setting)"},
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "show commands, exit code and output of failing tests"},
			&cli.BoolFlag{Name: "show-all", Aliases: []string{"a"}, Usage: "show commands and output of every test"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only failing tests and the summary line"},
			&cli.StringFlag{Name: "filter", Usage: "run only tests whose full name matches `REGEX`", EnvVars: []string{"LIT_FILTER"}},
			&cli.StringFlag{Name: "filter-out", Usage: "skip tests whose full name matches `REGEX`", EnvVars: []string{"LIT_FILTER_OUT"}},
			&cli.BoolFlag{Name: "time-tests", Usage: "list the slowest tests"},
			&cli.BoolFlag{Name: "show-features", Usage: "print the built-in features (and exit if no PATH is given)"},
			&cli.BoolFlag{Name: "allow-empty-runs", Usage: "do not fail when the filters select no test"},
			&cli.BoolFlag{Name: "keep-temps", Usage: "keep the temporary directory holding %t files"},
			&cli.BoolFlag{Name: "no-progress-bar", Usage: "never draw the progress line"},
		},
		OnUsageError: func(_ *cli.Context, err error, _ bool) error {
			return usageError{err}
		},
		// Errors are reported by run, which alone decides the exit status.
		ExitErrHandler: func(*cli.Context, error) {},
		Action:         action,
	}
}

func action(c *cli.Context) error {
	secs := c.Float64("timeout")
	if secs < 0 || secs > 1e6 || math.IsNaN(secs) {
		return usageError{fmt.Errorf("--timeout: expected seconds from 0 to 1000000, got %v", secs)}
	}
	opts := lit.MainOptions{
		Paths:        c.Args().Slice(),
		Workers:      c.Int("workers"),
		Timeout:      time.Duration(secs * float64(time.Second)),
		Verbose:      c.Bool("verbose"),
		ShowAll:      c.Bool("show-all"),
		Quiet:        c.Bool("quiet"),
		Filter:       c.String("filter"),
		FilterOut:    c.String("filter-out"),
		TimeTests:    c.Bool("time-tests"),
		ShowFeatures: c.Bool("show-features"),
		AllowEmpty:   c.Bool("allow-empty-runs"),
		KeepTemps:    c.Bool("keep-temps"),
		Progress:     !c.Bool("no-progress-bar") && isTerminal(os.Stdout),
	}
	if code := lit.Main(c.Context, opts, os.Stdout, os.Stderr); code != lit.ExitOK {
		return exitStatus(code)
	}
	return nil
}

func isTerminal(f *os.File) bool {
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// valueFlags returns the names of the flags that take a value.
func valueFlags(flags []cli.Flag) map[string]bool {
	names := make(map[string]bool)
	for _, f := range flags {
		if df, ok := f.(cli.DocGenerationFlag); ok && df.TakesValue() {
			for _, n := range f.Names() {
				names[n] = true
			}
		}
	}
	return names
}
