package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// kernelResult is everything measured on one kernel.
type kernelResult struct {
	name       string
	bins       map[string]*binary // by configuration
	dump       dumpCheck
	compile    map[string][]benchkit.Sample // compile-only runs by compiler
	compileErr map[string]string
	load       string // the load average when its timed rounds began
}

// run is one timed binary: a configuration at a thread count.
type runItem struct {
	config  string
	threads int
	bin     *binary
}

// measureKernel times the kernel's binaries: o.warmup unmeasured and
// o.runs measured rounds, each running every configuration at every
// thread count once, in an order that rotates from round to round. A
// binary whose run fails is recorded as failed and left out of the
// rounds that follow.
func measureKernel(ctx context.Context, o options, kr *kernelResult, progress io.Writer) error {
	var items []runItem
	for _, c := range o.configs {
		if b := kr.bins[c]; b.built() {
			for _, t := range o.threads {
				items = append(items, runItem{config: c, threads: t, bin: b})
			}
		}
	}
	if len(items) == 0 {
		return nil
	}
	kr.load = benchkit.LoadAvg()
	return benchkit.Rounds(o.warmup, o.runs, len(items), func(r benchkit.Round) error {
		var line []string
		for _, i := range r.Order {
			it := items[i]
			if it.bin.runErr != "" {
				continue
			}
			d, err := runTimed(ctx, it.bin.path, it.threads, o.timeout)
			if err != nil {
				if ctx.Err() != nil {
					return ctx.Err()
				}
				it.bin.runErr = fmt.Sprintf("OMP_NUM_THREADS=%d: %v", it.threads, err)
				line = append(line, fmt.Sprintf("%s/%d FAILED", it.config, it.threads))
				continue
			}
			if r.Measured {
				it.bin.times[it.threads] = append(it.bin.times[it.threads], d)
			}
			line = append(line, fmt.Sprintf("%s/%d %s", it.config, it.threads, benchkit.FormatDuration(d)))
		}
		fmt.Fprintf(progress, "%-14s %-11s %s\n", kr.name, r.Label, strings.Join(line, ", "))
		return nil
	})
}

// runTimed runs a -DKERNEL_TIME build with threads threads and reads
// the kernel's time from its standard output.
func runTimed(ctx context.Context, bin string, threads int, timeout time.Duration) (time.Duration, error) {
	rctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(rctx, bin)
	cmd.Env = ompEnv(threads)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		if rctx.Err() != nil && ctx.Err() == nil {
			return 0, fmt.Errorf("timed out after %v", timeout)
		}
		return 0, fmt.Errorf("%v\n%s", err, benchkit.FirstLines(errb.String(), 10))
	}
	return parseKernelTime(out.String())
}

// parseKernelTime reads what -DKERNEL_TIME prints: one line, the
// kernel's seconds.
func parseKernelTime(s string) (time.Duration, error) {
	f := strings.Fields(s)
	if len(f) != 1 {
		return 0, fmt.Errorf("expected one number (the kernel's seconds) on stdout, got %q", benchkit.FirstLines(s, 3))
	}
	secs, err := strconv.ParseFloat(f[0], 64)
	if err != nil || !(secs >= 0) || math.IsInf(secs, 1) {
		return 0, fmt.Errorf("bad kernel time %q", f[0])
	}
	return time.Duration(math.Round(secs * float64(time.Second))), nil
}

// measureCompile times the compilation of the kernel to an object (-c)
// by each of compileCompilers, -O3 -fopenmp, o.compileRuns times in
// rotating order.
func measureCompile(ctx context.Context, t *tools, o options, kr *kernelResult, dir string, progress io.Writer) error {
	kr.compile, kr.compileErr = map[string][]benchkit.Sample{}, map[string]string{}
	src, _ := filepath.Abs(filepath.Join(o.kernelsDir, kr.name+".c"))
	cfgs := make([]config, len(compileCompilers))
	for i, cc := range compileCompilers {
		cfgs[i] = config{name: cc, compiler: cc, flags: []string{"-O3", "-fopenmp"}}
	}
	var line []string
	err := benchkit.Rounds(0, o.compileRuns, len(cfgs), func(r benchkit.Round) error {
		for _, i := range r.Order {
			c := cfgs[i]
			if kr.compileErr[c.name] != "" {
				continue
			}
			path, args := t.command(c, src, filepath.Join(dir, "compile-"+c.name+".o"), []string{sizes[o.size], "KERNEL_TIME"}, true)
			out, err := benchkit.Measure(ctx, benchkit.Cmd{Path: path, Args: args, Dir: dir, Stderr: filepath.Join(dir, "compile-"+c.name+".err"), Timeout: o.timeout})
			switch {
			case err != nil && ctx.Err() != nil:
				return ctx.Err()
			case err != nil:
				kr.compileErr[c.name] = err.Error()
			case out.Exit != 0:
				kr.compileErr[c.name] = fmt.Sprintf("%s: exit status %d\n%s", shellLine(path, args), out.Exit, benchkit.FirstLines(out.Stderr, 20))
			default:
				kr.compile[c.name] = append(kr.compile[c.name], out.Sample)
			}
		}
		return nil
	})
	for _, cc := range compileCompilers {
		if e := kr.compileErr[cc]; e != "" {
			line = append(line, cc+" FAILED")
		} else if ss := kr.compile[cc]; len(ss) > 0 {
			line = append(line, cc+" "+benchkit.FormatDuration(benchkit.Summarize(ss).WallMed))
		}
	}
	fmt.Fprintf(progress, "compile %-14s %s\n", kr.name, strings.Join(line, ", "))
	return err
}

// environment describes the machine and the compilers, for the report.
type environment struct {
	benchkit.Machine
	versions  map[string]string // by compiler
	clangLink []string
	revision  string
}

func captureEnv(ctx context.Context, t *tools) environment {
	env := environment{Machine: benchkit.NewMachine(), versions: map[string]string{}, clangLink: t.clangLink}
	env.versions["gcc"] = firstOutputLine(ctx, t.paths["gcc"], "--version")
	env.versions["clang-16"] = benchkit.ToolVersion(ctx, t.paths["clang-16"])
	env.versions["strata-cc"] = firstOutputLine(ctx, t.paths["strata-cc"], "--version")
	env.versions["objdump"] = firstOutputLine(ctx, t.paths["objdump"], "--version")
	return env
}

// firstOutputLine is the first line that the command prints, or
// "unknown version".
func firstOutputLine(ctx context.Context, name string, args ...string) string {
	out, err := exec.CommandContext(ctx, name, args...).Output()
	if err != nil {
		return "unknown version"
	}
	l, _, _ := strings.Cut(string(out), "\n")
	return strings.TrimSpace(l)
}
