package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// sample is one measured run of a binary.
type sample struct {
	kernel   time.Duration // as the program measured it around the kernel
	wall     time.Duration // start to exit
	checksum string
}

// runOnce runs the binary of b and reads its output.
func runOnce(ctx context.Context, b *build, timeout time.Duration) (sample, error) {
	o, wall, err := benchkit.RunKernel(ctx, b.binary, timeout)
	if err != nil {
		return sample{}, fmt.Errorf("%s: %v", b.cfg.name, err)
	}
	return sample{kernel: o.Kernel, wall: wall, checksum: o.Checksum}, nil
}

// measure runs o.warmup unmeasured and o.runs measured rounds; each round
// runs every build once, in an order that rotates from round to round.
// Every run must print the checksum of the very first run.
func measure(ctx context.Context, builds []*build, o options, progress io.Writer) error {
	var want string
	for round := range o.warmup + o.runs {
		measured := round >= o.warmup
		for i := range builds {
			b := builds[(i+round)%len(builds)]
			s, err := runOnce(ctx, b, o.timeout)
			if err != nil {
				return err
			}
			if want == "" {
				want = s.checksum
			} else if s.checksum != want {
				return fmt.Errorf("%s printed checksum %s, but the first run printed %s: the programs disagree", b.cfg.name, s.checksum, want)
			}
			label := "warm-up"
			if measured {
				b.samples = append(b.samples, s)
				label = fmt.Sprintf("round %d/%d", round-o.warmup+1, o.runs)
			}
			fmt.Fprintf(progress, "%-12s %-12s kernel %s, wall %s\n", label, b.cfg.name, benchkit.FormatDuration(s.kernel), benchkit.FormatDuration(s.wall))
		}
	}
	return nil
}

// summary is a build's medians.
type summary struct {
	kernelMed, kernelMin, wallMed time.Duration
}

func (b *build) summary() summary {
	var kernels, walls []time.Duration
	for _, s := range b.samples {
		kernels = append(kernels, s.kernel)
		walls = append(walls, s.wall)
	}
	if len(kernels) == 0 {
		return summary{}
	}
	return summary{kernelMed: benchkit.Median(kernels), kernelMin: minDuration(kernels), wallMed: benchkit.Median(walls)}
}

func minDuration(ds []time.Duration) time.Duration {
	m := ds[0]
	for _, d := range ds[1:] {
		m = min(m, d)
	}
	return m
}

// environment describes the machine and the peers, for the report.
type environment struct {
	cpu, goos, goarch     string
	ncpu                  int
	clangVersion, llvm14  string
	loadBefore, loadAfter string
	goVersion             string
}

func captureEnv(ctx context.Context) environment {
	return environment{
		cpu: benchkit.CPUModel(), goos: runtime.GOOS, goarch: runtime.GOARCH, ncpu: runtime.NumCPU(),
		clangVersion: benchkit.ToolVersion(ctx, "clang-16"), llvm14: benchkit.ToolVersion(ctx, "llc"),
		goVersion: runtime.Version(),
	}
}
