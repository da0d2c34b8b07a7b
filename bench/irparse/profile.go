package main

import (
	"context"
	"fmt"
	"github.com/strata-ir/strata/bench/internal/benchkit"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// profileResult is one profiled run of miniopt.
type profileResult struct {
	wall    time.Duration
	phases  phaseTimes
	cpu     []listing
	heap    []listing
	cpuFile string // pprof files in the work directory
	memFile string
}

// listing is the output of one go tool pprof command.
type listing struct {
	title string
	args  []string // pprof flags
	text  string
}

// profile runs miniopt once on input with a CPU profile, a heap profile
// taken after printing (the IR still live) and phase times, and writes
// the pprof listings to profile-cpu.txt and profile-heap.txt in o.out.
// The binary profiles stay in the work directory (kept with --keep).
// Paths in the module root are shown relative to it.
func profile(ctx context.Context, o options, bin, work, input, root string) (*profileResult, error) {
	pr := &profileResult{
		cpuFile: filepath.Join(work, "cpu.pprof"),
		memFile: filepath.Join(work, "heap.pprof"),
	}
	out := filepath.Join(work, "profiled.out")
	args := []string{"-timing", "-cpuprofile", pr.cpuFile, "-memprofile", pr.memFile, "--mlir-print-op-generic", "-o", out, input}
	s, oc, err := runTool(ctx, work, tool{"profiled", bin}, args, out, o.timeout)
	if err != nil {
		return nil, err
	}
	os.Remove(out)
	if oc.exit != 0 {
		return nil, fmt.Errorf("profiled miniopt failed with exit %d:\n%s", oc.exit, oc.stderrHead)
	}
	pr.wall = s.Wall
	pr.phases = parsePhases(oc.stderrHead, s, true)
	pr.phases.ops = o.ops

	pprof := func(prof, title string, flags ...string) (listing, error) {
		args := append([]string{"tool", "pprof"}, flags...)
		args = append(args, bin, prof)
		out, err := exec.CommandContext(ctx, "go", args...).Output()
		if err != nil {
			return listing{}, fmt.Errorf("go %s: %w", strings.Join(args, " "), err)
		}
		text := trimPprofHeader(string(out))
		if root != "" {
			text = strings.ReplaceAll(text, root+string(filepath.Separator), "")
		}
		return listing{title: title, args: flags, text: text}, nil
	}
	for _, q := range []struct {
		title string
		flags []string
	}{
		{"CPU, by function (flat)", []string{"-top", "-nodecount=30"}},
		{"CPU, by function (cumulative)", []string{"-top", "-cum", "-nodecount=30"}},
		{"CPU, by source line (flat)", []string{"-top", "-lines", "-nodecount=25"}},
	} {
		l, err := pprof(pr.cpuFile, q.title, q.flags...)
		if err != nil {
			return nil, err
		}
		pr.cpu = append(pr.cpu, l)
	}
	for _, q := range []struct {
		title string
		flags []string
	}{
		{"live heap after printing, by allocating function (inuse_space)", []string{"-sample_index=inuse_space", "-top", "-nodecount=25"}},
		{"live heap after printing, by allocating line (inuse_space)", []string{"-sample_index=inuse_space", "-top", "-lines", "-nodecount=15"}},
		{"all allocations, by allocating line (alloc_space)", []string{"-sample_index=alloc_space", "-top", "-lines", "-nodecount=25"}},
		{"all allocations, by function (alloc_objects)", []string{"-sample_index=alloc_objects", "-top", "-nodecount=20"}},
	} {
		l, err := pprof(pr.memFile, q.title, q.flags...)
		if err != nil {
			return nil, err
		}
		pr.heap = append(pr.heap, l)
	}
	if err := os.MkdirAll(o.out, 0o755); err != nil {
		return nil, err
	}
	for name, ls := range map[string][]listing{"profile-cpu.txt": pr.cpu, "profile-heap.txt": pr.heap} {
		var b strings.Builder
		fmt.Fprintf(&b, "miniopt -timing --mlir-print-op-generic on the %s-op workload, one run (%s wall)\n\n%s\n", benchkit.FormatCount(o.ops), benchkit.FormatDuration(pr.wall), pr.phases.text)
		for _, l := range ls {
			fmt.Fprintf(&b, "== %s: go tool pprof %s\n\n%s\n", l.title, strings.Join(l.args, " "), l.text)
		}
		if err := os.WriteFile(filepath.Join(o.out, name), []byte(b.String()), 0o644); err != nil {
			return nil, err
		}
	}
	return pr, nil
}

// phaseTimes is what miniopt -timing says about one run.
type phaseTimes struct {
	ops    int
	verify bool                     // whether the verifier ran
	times  map[string]time.Duration // by phase: read, parse, verify, print
	text   string                   // the -timing lines
	sample benchkit.Sample
}

// phaseNames are miniopt's phases in order.
var phaseNames = []string{"read", "parse", "verify", "print"}

// parsePhases reads miniopt's "-timing" lines: "miniopt: parse  12.3 ms".
func parsePhases(stderr string, s benchkit.Sample, verify bool) phaseTimes {
	ph := phaseTimes{verify: verify, times: map[string]time.Duration{}, sample: s}
	var text []string
	for _, l := range strings.Split(stderr, "\n") {
		rest, ok := strings.CutPrefix(l, "miniopt: ")
		if !ok {
			continue
		}
		text = append(text, l)
		f := strings.Fields(rest)
		if len(f) == 3 && f[2] == "ms" {
			if ms, err := strconv.ParseFloat(f[1], 64); err == nil {
				ph.times[f[0]] = time.Duration(ms * float64(time.Millisecond))
			}
		}
	}
	ph.text = strings.Join(text, "\n") + "\n"
	return ph
}

// timePhases runs miniopt -timing once on input, a workload of ops
// operations, with or without the verifier.
func timePhases(ctx context.Context, o options, bin, work, input string, ops int, verify bool) (phaseTimes, error) {
	out := filepath.Join(work, "phases.out")
	args := []string{"-timing", "--mlir-print-op-generic", "-o", out, input}
	if !verify {
		args = append([]string{"-no-verify"}, args...)
	}
	s, oc, err := runTool(ctx, work, tool{"phases", bin}, args, out, o.timeout)
	os.Remove(out)
	if err != nil {
		return phaseTimes{}, err
	}
	if oc.exit != 0 {
		return phaseTimes{}, fmt.Errorf("miniopt -timing failed with exit %d:\n%s", oc.exit, oc.stderrHead)
	}
	ph := parsePhases(oc.stderrHead, s, verify)
	ph.ops = ops
	return ph, nil
}

// trimPprofHeader drops the lines of a pprof listing that name the
// binary and the build, which change from run to run.
func trimPprofHeader(s string) string {
	var keep []string
	for _, l := range strings.SplitAfter(s, "\n") {
		if strings.HasPrefix(l, "File: ") || strings.HasPrefix(l, "Build ID: ") || strings.HasPrefix(l, "Time: ") {
			continue
		}
		keep = append(keep, l)
	}
	return strings.Join(keep, "")
}
