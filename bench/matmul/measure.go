package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// measure runs o.warmup unmeasured and o.runs measured rounds; each round
// runs every build once, in an order that rotates from round to round.
// Every run must print the checksum of the very first run.
func measure(ctx context.Context, builds []*build, o options, progress io.Writer) error {
	var want string
	return benchkit.Rounds(o.warmup, o.runs, len(builds), func(r benchkit.Round) error {
		for _, i := range r.Order {
			b := builds[i]
			s, err := benchkit.RunKernel(ctx, b.binary, o.timeout)
			if err != nil {
				return fmt.Errorf("%s: %v", b.cfg.name, err)
			}
			if want == "" {
				want = s.Checksum
			} else if s.Checksum != want {
				return fmt.Errorf("%s printed checksum %s, but the first run printed %s: the programs disagree", b.cfg.name, s.Checksum, want)
			}
			if r.Measured {
				b.samples = append(b.samples, s)
			}
			fmt.Fprintf(progress, "%-12s %-12s kernel %s, wall %s\n", r.Label, b.cfg.name, benchkit.FormatDuration(s.Kernel), benchkit.FormatDuration(s.Wall))
		}
		return nil
	})
}

// summary is a build's medians.
type summary struct {
	kernelMed, kernelMin, wallMed time.Duration
}

func (b *build) summary() summary {
	if len(b.samples) == 0 {
		return summary{}
	}
	kernels := benchkit.Kernels(b.samples)
	var walls []time.Duration
	for _, s := range b.samples {
		walls = append(walls, s.Wall)
	}
	return summary{kernelMed: benchkit.Median(kernels), kernelMin: slices.Min(kernels), wallMed: benchkit.Median(walls)}
}

// environment describes the machine and the peers, for the report.
type environment struct {
	benchkit.Machine
	clangVersion, llvm14 string
}

func captureEnv(ctx context.Context) environment {
	return environment{Machine: benchkit.NewMachine(), clangVersion: benchkit.ToolVersion(ctx, "clang-16"), llvm14: benchkit.ToolVersion(ctx, "llc")}
}
