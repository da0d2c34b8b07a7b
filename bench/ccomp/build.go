package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// config is one way of building a kernel.
type config struct {
	name     string
	compiler string // "strata-cc", "gcc" or "clang-16"
	flags    []string
	runtime  string // the OpenMP runtime the binary links: "libomp" or "libgomp"
}

// configs are the four builds, strata's first.
var configs = []config{
	{name: "strata-iomp", compiler: "strata-cc", flags: []string{"-O3", "-fopenmp=libomp"}, runtime: "libomp"},
	{name: "strata-libgomp", compiler: "strata-cc", flags: []string{"-O3", "-fopenmp"}, runtime: "libgomp"},
	{name: "gcc", compiler: "gcc", flags: []string{"-O3", "-fopenmp"}, runtime: "libgomp"},
	{name: "clang", compiler: "clang-16", flags: []string{"-O3", "-fopenmp"}, runtime: "libomp"},
}

func configNames() []string { return benchkit.Names(configs, func(c config) string { return c.name }) }

func lookupConfig(name string) (config, bool) {
	return benchkit.Lookup(configs, func(c config) string { return c.name }, name)
}

// pair is a time ratio the report gives: ours over peer.
type pair struct{ ours, peer string }

// pairs are the ratios the report gives: each strata build against each
// peer, the same-runtime pairs first (the aims are judged on all four).
var pairs = []pair{
	{"strata-iomp", "clang"},
	{"strata-libgomp", "gcc"},
	{"strata-libgomp", "clang"},
	{"strata-iomp", "gcc"},
}

func (p pair) String() string { return p.ours + " / " + p.peer }

// The compilers whose compile time is measured: strata-cc against
// clang-16 (the aim), gcc for comparison.
var compileCompilers = []string{"strata-cc", "clang-16", "gcc"}

// tools are the compilers' paths.
type tools struct {
	paths map[string]string // by config.compiler, and "objdump"
	// clangLink is what clang-16 needs to link libomp: nothing, or
	// -L/usr/lib/llvm-16/lib -Wl,-rpath,... where its driver does not
	// find it.
	clangLink []string
}

const llvm16Lib = "/usr/lib/llvm-16/lib"

// findTools finds gcc, clang-16 and objdump, and builds strata-cc from
// the module (or takes --strata-cc).
func findTools(ctx context.Context, o options, work string, progress io.Writer) (*tools, error) {
	t := &tools{paths: map[string]string{}}
	for _, name := range []string{"gcc", "clang-16", "objdump"} {
		p, err := benchkit.AbsLookPath(name)
		if err != nil {
			return nil, fmt.Errorf("%s is not on PATH (apt-get install gcc clang-16 libomp-16-dev binutils): %w", name, err)
		}
		t.paths[name] = p
	}
	if o.strataCC != "" {
		p, err := filepath.Abs(o.strataCC)
		if err != nil {
			return nil, err
		}
		t.paths["strata-cc"] = p
	} else {
		root, err := benchkit.ModuleRoot(ctx)
		if err != nil {
			return nil, err
		}
		fmt.Fprintln(progress, "building strata-cc ...")
		bin := filepath.Join(work, "bin", "strata-cc")
		if err := benchkit.GoBuild(ctx, root, bin, "./tools/strata-cc"); err != nil {
			return nil, err
		}
		t.paths["strata-cc"] = bin
	}
	var err error
	t.clangLink, err = probeClangLink(ctx, t.paths["clang-16"], work)
	return t, err
}

// probeClangLink links a small OpenMP program with clang-16 -fopenmp;
// where that fails (libomp not on the driver's search path), it tries
// again with LLVM 16's library directory.
func probeClangLink(ctx context.Context, clang, work string) ([]string, error) {
	src := filepath.Join(work, "probe.c")
	prog := "#include <omp.h>\n#include <stdio.h>\nint main(void) { int n = 0;\n#pragma omp parallel reduction(+: n)\n  n += 1;\n  printf(\"%d\\n\", n > 0);\n  return 0; }\n"
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		return nil, err
	}
	var last []byte
	for _, extra := range [][]string{nil, {"-L" + llvm16Lib, "-Wl,-rpath," + llvm16Lib}} {
		args := append([]string{"-O1", "-fopenmp", src, "-o", filepath.Join(work, "probe")}, extra...)
		out, err := exec.CommandContext(ctx, clang, args...).CombinedOutput()
		if err == nil {
			if err := exec.CommandContext(ctx, filepath.Join(work, "probe")).Run(); err == nil {
				return extra, nil
			}
		}
		last = out
	}
	return nil, fmt.Errorf("clang-16 -fopenmp cannot link or run an OpenMP program, even with -L%s (apt-get install libomp-16-dev):\n%s", llvm16Lib, benchkit.FirstLines(string(last), 10))
}

// command is the compiler's command line for one build of src: an
// executable (with -lm) or, with compileOnly, an object.
func (t *tools) command(c config, src, out string, defines []string, compileOnly bool) (string, []string) {
	args := append([]string{}, c.flags...)
	for _, d := range defines {
		args = append(args, "-D"+d)
	}
	if compileOnly {
		args = append(args, "-c")
	}
	args = append(args, src, "-o", out)
	if !compileOnly {
		args = append(args, "-lm")
		if c.compiler == "clang-16" {
			args = append(args, t.clangLink...)
		}
	}
	return t.paths[c.compiler], args
}

// shellLine writes a command for the report: the tool's base name and
// the arguments with the work directory's paths shortened.
func shellLine(path string, args []string) string {
	return strings.Join(append([]string{filepath.Base(path)}, args...), " ")
}

// binary is one build of a kernel in one configuration.
type binary struct {
	path     string // the -DKERNEL_TIME executable
	dumpPath string // the -DKERNEL_DUMP executable
	cmdLine  string // how path was built, for a failure's report
	buildErr string // "" when both built
	runErr   string // the first failed timed run, "" if none
	sites    siteCounts
	times    map[int][]time.Duration // kernel times by thread count, measured rounds in order
}

// built reports whether both executables were built.
func (b *binary) built() bool { return b != nil && b.buildErr == "" }

// buildKernel builds the kernel's timing and dump executables in every
// configuration and counts the runtime call sites of the timing one. A
// failed build is recorded, not returned: the other configurations and
// kernels still run, and the report says what failed.
func buildKernel(ctx context.Context, t *tools, o options, kr *kernelResult, dir string, progress io.Writer) {
	src, _ := filepath.Abs(filepath.Join(o.kernelsDir, kr.name+".c"))
	size := sizes[o.size]
	for _, name := range o.configs {
		c, _ := lookupConfig(name)
		b := &binary{times: map[int][]time.Duration{}}
		kr.bins[c.name] = b
		b.path = filepath.Join(dir, c.name)
		path, args := t.command(c, src, b.path, []string{size, "KERNEL_TIME"}, false)
		b.cmdLine = shellLine(path, args)
		if _, err := step(ctx, o.timeout, path, args...); err != nil {
			b.buildErr = err.Error()
			fmt.Fprintf(progress, "  %s: BUILD FAILED\n%s", c.name, indent(benchkit.FirstLines(b.buildErr, 12)))
			continue
		}
		if o.dump {
			b.dumpPath = filepath.Join(dir, c.name+".dump-bin")
			path, args := t.command(c, src, b.dumpPath, []string{size, "KERNEL_DUMP"}, false)
			if _, err := step(ctx, o.timeout, path, args...); err != nil {
				b.buildErr = "the -DKERNEL_DUMP build: " + err.Error()
				fmt.Fprintf(progress, "  %s: BUILD FAILED (-DKERNEL_DUMP)\n%s", c.name, indent(benchkit.FirstLines(b.buildErr, 12)))
				continue
			}
		}
		asm, err := step(ctx, o.timeout, t.paths["objdump"], "-d", "--no-show-raw-insn", b.path)
		if err != nil {
			b.buildErr = "objdump: " + err.Error()
			continue
		}
		b.sites = parseObjdump(asm)
	}
}

// step runs one build step and returns its standard output; a failure
// carries the command and what it printed.
func step(ctx context.Context, timeout time.Duration, name string, args ...string) (string, error) {
	sctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(sctx, name, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		return "", fmt.Errorf("%s: %v\n%s", shellLine(name, args), err, benchkit.FirstLines(errb.String()+out.String(), 40))
	}
	return out.String(), nil
}

func indent(s string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(s, "\n") {
		if l != "" {
			b.WriteString("    " + l)
		}
	}
	if !strings.HasSuffix(b.String(), "\n") {
		b.WriteString("\n")
	}
	return b.String()
}
