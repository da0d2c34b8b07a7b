package benchkit

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// What every driver's command line shares: the main function, the flag
// set and its usage text, list flags, the work directory and finding the
// tools.

// Main runs a driver's run function with a context that an interrupt or
// SIGTERM cancels, so that a stopped benchmark still removes its work
// directory. An error is printed as "prog: error" with exit status 1;
// --help exits 0.
func Main(prog string, run func(ctx context.Context, args []string, stdout, stderr io.Writer) error) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	switch {
	case errors.Is(err, flag.ErrHelp):
	case err != nil:
		fmt.Fprintf(os.Stderr, "%s: %v\n", prog, err)
		os.Exit(1)
	}
}

// NewFlagSet returns a flag set that reports errors rather than exiting
// and whose usage is head, the flags' defaults and tail.
func NewFlagSet(name, head, tail string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), head)
		fs.PrintDefaults()
		fmt.Fprint(fs.Output(), tail)
	}
	return fs
}

// Parse parses args with fs; the drivers take flags only, so an argument
// left over is an error (after the usage).
func Parse(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	return nil
}

// ParseList reads a list flag such as --configs: comma-separated names
// from all, or "all" for every one of them, without repeats, in the order
// given. what names an element in the error ("configuration").
func ParseList(what, value string, all []string) ([]string, error) {
	var names []string
	for _, s := range strings.Split(value, ",") {
		switch s = strings.TrimSpace(s); {
		case s == "all":
			names = append(names, all...)
		case contains(all, s):
			names = append(names, s)
		default:
			return nil, fmt.Errorf("unknown %s %q (want %s or all)", what, s, strings.Join(all, ", "))
		}
	}
	return Dedup(names), nil
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// Names lists the names of items, in order, for a list flag.
func Names[T any](items []T, name func(T) string) []string {
	var names []string
	for _, it := range items {
		names = append(names, name(it))
	}
	return names
}

// Lookup finds the item called name.
func Lookup[T any](items []T, name func(T) string, want string) (T, bool) {
	for _, it := range items {
		if name(it) == want {
			return it, true
		}
	}
	var zero T
	return zero, false
}

// CheckRounds checks the flags every driver has: --runs at least 1,
// --warmup not negative and --timeout positive.
func CheckRounds(runs, warmup int, timeout time.Duration) error {
	switch {
	case runs < 1:
		return fmt.Errorf("--runs must be at least 1, got %d", runs)
	case warmup < 0:
		return fmt.Errorf("--warmup must not be negative, got %d", warmup)
	case timeout <= 0:
		return fmt.Errorf("--timeout must be positive, got %v", timeout)
	}
	return nil
}

// WorkDir makes a temporary work directory. Unless keep, cleanup removes
// it; with keep, its path goes to progress so that it can be looked at.
func WorkDir(prefix string, keep bool, progress io.Writer) (dir string, cleanup func(), err error) {
	dir, err = os.MkdirTemp("", prefix)
	if err != nil {
		return "", nil, err
	}
	if keep {
		fmt.Fprintf(progress, "work directory: %s\n", dir)
		return dir, func() {}, nil
	}
	return dir, func() { os.RemoveAll(dir) }, nil
}

// AbsLookPath finds a binary on PATH and makes its path absolute: the
// tools run in the work directory, where a relative path means another
// file.
func AbsLookPath(name string) (string, error) {
	p, err := exec.LookPath(name)
	if err != nil {
		return "", err
	}
	return filepath.Abs(p)
}

// ModuleRoot is the directory of the enclosing module's go.mod, where
// the drivers build strata's tools.
func ModuleRoot(ctx context.Context) (string, error) {
	out, err := exec.CommandContext(ctx, "go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	mod := strings.TrimSpace(string(out))
	if mod == "" || mod == os.DevNull {
		return "", errors.New("not inside a Go module: run from the strata module, or pass --ours PATH")
	}
	return filepath.Dir(mod), nil
}

// GoBuild builds the package pkg of the module at root into the binary
// bin; extra flags (such as -overlay FILE) go before the package.
func GoBuild(ctx context.Context, root, bin, pkg string, extra ...string) error {
	args := append([]string{"build", "-o", bin}, extra...)
	cmd := exec.CommandContext(ctx, "go", append(args, pkg)...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build %s failed: %w\n%s", pkg, err, out)
	}
	return nil
}

// GitRevision describes the checkout at root ("abc1234-dirty"), for a
// report to say what it measured; "" outside a git repository.
func GitRevision(ctx context.Context, root string) string {
	cmd := exec.CommandContext(ctx, "git", "describe", "--always", "--dirty")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}
