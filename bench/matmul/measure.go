package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// sample is one measured run of a binary.
type sample struct {
	kernel   time.Duration // as the program measured it around the kernel
	wall     time.Duration // start to exit
	checksum string
}

// output is what a run printed.
type output struct {
	checksum string
	kernel   time.Duration
}

// parseOutput reads the "checksum X" and "kernel T s" lines of a run.
func parseOutput(text string) (output, error) {
	var o output
	var haveKernel bool
	for _, l := range strings.Split(text, "\n") {
		f := strings.Fields(l)
		switch {
		case len(f) == 2 && f[0] == "checksum":
			o.checksum = f[1]
		case len(f) == 3 && f[0] == "kernel" && f[2] == "s":
			secs, err := strconv.ParseFloat(f[1], 64)
			if err != nil || !(secs >= 0) || math.IsInf(secs, 1) {
				return o, fmt.Errorf("bad kernel time %q", l)
			}
			o.kernel = time.Duration(secs * float64(time.Second))
			haveKernel = true
		}
	}
	if o.checksum == "" || !haveKernel {
		return o, fmt.Errorf("expected a %q and a %q line, got %q", "checksum X", "kernel T s", firstLines(text, 5))
	}
	return o, nil
}

// runOnce runs the binary of b and reads its output.
func runOnce(ctx context.Context, b *build, timeout time.Duration) (sample, error) {
	rctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(rctx, b.binary)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if err != nil {
		return sample{}, fmt.Errorf("%s: %v\n%s", b.cfg.name, err, firstLines(errb.String(), 10))
	}
	o, err := parseOutput(out.String())
	if err != nil {
		return sample{}, fmt.Errorf("%s: %v", b.cfg.name, err)
	}
	return sample{kernel: o.kernel, wall: wall, checksum: o.checksum}, nil
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
