package main

import (
	"context"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// measure runs o.warmup unmeasured and o.runs measured rounds; each round
// runs every build once, in an order that rotates from round to round.
// All the configurations of a kernel must print the checksum of its
// first run: the kernels' results are exact or computed in the same
// order on every side (see the programs), so equal means bit-identical.
func measure(ctx context.Context, builds []*build, o options, progress io.Writer) error {
	want := map[string]string{}
	return benchkit.Rounds(o.warmup, o.runs, len(builds), func(r benchkit.Round) error {
		for _, i := range r.Order {
			b := builds[i]
			s, err := benchkit.RunKernel(ctx, b.binary, o.timeout)
			if err != nil {
				return fmt.Errorf("%s %s: %v", b.kernel.name, b.cfg.name, err)
			}
			if w, ok := want[b.kernel.name]; !ok {
				want[b.kernel.name] = s.Checksum
			} else if s.Checksum != w {
				return fmt.Errorf("%s %s printed checksum %s, but the kernel's first run printed %s: the configurations disagree", b.kernel.name, b.cfg.name, s.Checksum, w)
			}
			if r.Measured {
				b.samples = append(b.samples, s)
			}
			fmt.Fprintf(progress, "%-12s %-9s %-24s kernel %s, wall %s\n", r.Label, b.kernel.name, b.cfg.name, benchkit.FormatDuration(s.Kernel), benchkit.FormatDuration(s.Wall))
		}
		return nil
	})
}

// median is the build's median kernel time, 0 without samples.
func (b *build) median() time.Duration {
	if len(b.samples) == 0 {
		return 0
	}
	return benchkit.Median(benchkit.Kernels(b.samples))
}

// spread is the build's fastest and slowest kernel time.
func (b *build) spread() (lo, hi time.Duration) {
	if len(b.samples) == 0 {
		return 0, 0
	}
	ks := benchkit.Kernels(b.samples)
	return slices.Min(ks), slices.Max(ks)
}

// loadOne is the 1-minute load average, or false where the OS does not
// tell it.
func loadOne() (float64, bool) {
	f := strings.Fields(benchkit.LoadAvg())
	if len(f) == 0 {
		return 0, false
	}
	x, err := strconv.ParseFloat(f[0], 64)
	return x, err == nil
}

// waitForQuiet waits, up to limit, for the 1-minute load average to fall
// below threshold, checking every poll. It reports whether it did and how
// long it waited; a machine that never gets quiet is measured anyway, and
// the report says so.
func waitForQuiet(ctx context.Context, threshold float64, limit, poll time.Duration, load func() (float64, bool), progress io.Writer) (bool, time.Duration, error) {
	start := time.Now()
	for {
		x, ok := load()
		if !ok {
			return false, time.Since(start), nil
		}
		if x < threshold {
			return true, time.Since(start), nil
		}
		waited := time.Since(start)
		if waited >= limit {
			return false, waited, nil
		}
		fmt.Fprintf(progress, "1-minute load average %.2f, waiting for it to fall below %.2f (%s of %s) ...\n", x, threshold, waited.Round(time.Second), limit)
		select {
		case <-ctx.Done():
			return false, time.Since(start), ctx.Err()
		case <-time.After(min(poll, limit-waited)):
		}
	}
}

// environment describes the machine and the peers, for the report.
type environment struct {
	benchkit.Machine
	gccVersion           string
	clangVersion, llvm14 string
	quiet                bool          // the load fell below the threshold before the runs
	waited               time.Duration // how long the benchmark waited for that
}

func captureEnv(ctx context.Context) environment {
	return environment{
		Machine:    benchkit.NewMachine(),
		gccVersion: gccVersion(ctx), clangVersion: benchkit.ToolVersion(ctx, "clang-16"), llvm14: benchkit.ToolVersion(ctx, "llc"),
	}
}

// gccVersion is the first line of gcc --version, which names the version
// without the word (benchkit.ToolVersion looks for it).
func gccVersion(ctx context.Context) string {
	out, err := exec.CommandContext(ctx, "gcc", "--version").Output()
	if err != nil {
		return "unknown version"
	}
	l, _, _ := strings.Cut(string(out), "\n")
	return strings.TrimSpace(l)
}
