package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// config is one way of building a kernel.
type config struct {
	name string
	desc string
	// runtime is the --omp-lower-runtime of a configuration built from
	// cir through strata; empty for a C compiler's.
	runtime string
	// prePasses run on the cir + omp program before it is converted,
	// while OpenMP is still omp ops (docs/omp-lowering.md).
	prePasses []string
	// compiler compiles the C kernel (gcc or clang-16) when runtime is
	// empty.
	compiler string
	// peer is the configuration this one is compared with: the C compiler
	// that uses the same runtime.
	peer string
	// base is, for a variant with pre-passes, the configuration without
	// them, to show what the passes change.
	base string
}

// libompLink links libomp 16, the runtime clang-16 -fopenmp uses.
var libompLink = []string{"-L/usr/lib/llvm-16/lib", "-lomp", "-Wl,-rpath,/usr/lib/llvm-16/lib"}

const (
	lowerPasses = "--omp-to-omp-lower --omp-outline --omp-lower-plan --convert-to-llvm"
	barrierElim = "--omp-barrier-elim"
	cirUnroll   = "--cir-unroll"
)

var configs = []config{
	{name: "gcc", compiler: "gcc", desc: "`gcc -O3 -fopenmp -c NAME.c`, linked by `gcc -fopenmp` (libgomp)"},
	{name: "clang", compiler: "clang-16", desc: "`clang-16 -O3 -fopenmp -c NAME.c`, linked by `clang-16 -fopenmp` (libomp 16)"},
	{name: "ours-libgomp", runtime: "libgomp", peer: "gcc", desc: "NAME.mlir through strata lowered for libgomp, `opt -O3`, `llc -O3`, linked by `gcc -fopenmp`"},
	{name: "ours-iomp", runtime: "iomp", peer: "clang", desc: "NAME.mlir through strata lowered for iomp, `opt -O3`, `llc -O3`, linked with libomp 16"},
	{name: "ours-libgomp-be", runtime: "libgomp", prePasses: []string{barrierElim}, peer: "gcc", base: "ours-libgomp", desc: "ours-libgomp with `--omp-barrier-elim` first"},
	{name: "ours-iomp-be", runtime: "iomp", prePasses: []string{barrierElim}, peer: "clang", base: "ours-iomp", desc: "ours-iomp with `--omp-barrier-elim` first"},
	{name: "ours-libgomp-be-unroll", runtime: "libgomp", prePasses: []string{barrierElim, cirUnroll}, peer: "gcc", base: "ours-libgomp", desc: "ours-libgomp with `--omp-barrier-elim --cir-unroll` (factor 2) first"},
	{name: "ours-iomp-be-unroll", runtime: "iomp", prePasses: []string{barrierElim, cirUnroll}, peer: "clang", base: "ours-iomp", desc: "ours-iomp with `--omp-barrier-elim --cir-unroll` (factor 2) first"},
}

func (c config) key() string { return c.name }

func configNames() []string { return benchkit.Names(configs, config.key) }

func lookupConfig(name string) (config, bool) { return benchkit.Lookup(configs, config.key, name) }

// fromCir reports whether the configuration builds the cir program.
func (c config) fromCir() bool { return c.runtime != "" }

// pipeline is the shell form of the configuration's build of kernel k,
// for the report.
func (c config) pipeline(k string) string {
	if !c.fromCir() {
		return fmt.Sprintf("%s -O3 -fopenmp -c %s.c", c.compiler, k)
	}
	first := strings.Join(append(append([]string{"strata-opt"}, c.prePasses...), "--convert-to-llvm", k+".mlir"), " ")
	return first + " | strata-opt --omp-lower-runtime=" + c.runtime + " " + lowerPasses + " | strata-translate --mlir-to-llvmir | opt -O3 | llc -O3 -relocation-model=pic -filetype=obj"
}

// tools are the commands the builds use.
type tools struct {
	strataOpt, strataTranslate string
	opt, llc, gcc, clang       string
}

func buildTools(ctx context.Context, work string, progress io.Writer) (tools, error) {
	var t tools
	var err error
	if t.strataOpt, t.strataTranslate, err = benchkit.BuildStrata(ctx, work, progress); err != nil {
		return t, err
	}
	paths, err := benchkit.LookTools("opt", "llc", "gcc", "clang-16")
	if err != nil {
		return t, err
	}
	t.opt, t.llc, t.gcc, t.clang = paths[0], paths[1], paths[2], paths[3]
	return t, nil
}

// build is one configuration's binary of one kernel and what its code
// shows.
type build struct {
	kernel  kernel
	cfg     config
	binary  string
	asm     asmFacts // of the kernel's object (the kernel and its outlined functions)
	ir      irFacts  // of the optimized LLVM IR (ours and clang; not gcc)
	samples []benchkit.KernelRun
}

// stepper runs build steps with a timeout each.
type stepper struct {
	ctx     context.Context
	timeout time.Duration
}

func (s stepper) run(stdin []byte, name string, args ...string) ([]byte, error) {
	return benchkit.RunStep(s.ctx, s.timeout, stdin, name, args...)
}

// writeSources writes the kernel's files and the harness into dir and
// compiles the driver and the harness once, with gcc -O2: every
// configuration of the kernel links the same two objects, so only the
// kernel's object differs.
func writeSources(s stepper, t tools, k kernel, dir string) (objs []string, err error) {
	for _, name := range []string{k.name + ".mlir", k.name + ".c", k.name + "_main.c", "harness.c", "harness.h"} {
		b, err := source(name)
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return nil, err
		}
	}
	for _, name := range []string{k.name + "_main", "harness"} {
		obj := filepath.Join(dir, name+".o")
		if _, err := s.run(nil, t.gcc, "-O2", "-c", filepath.Join(dir, name+".c"), "-o", obj); err != nil {
			return nil, err
		}
		objs = append(objs, obj)
	}
	return objs, nil
}

// buildConfig builds kernel k in configuration cfg into dir/cfg.name,
// from the sources writeSources left in dir.
func buildConfig(s stepper, t tools, k kernel, cfg config, dir string, common []string) (*build, error) {
	out := filepath.Join(dir, cfg.name)
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, err
	}
	b := &build{kernel: k, cfg: cfg, binary: filepath.Join(out, k.name)}
	obj := filepath.Join(out, k.name+".o")
	asmPath := filepath.Join(out, k.name+".s")
	optPath := filepath.Join(out, k.name+".opt.ll")
	var link []string
	if cfg.fromCir() {
		src, err := source(k.name + ".mlir")
		if err != nil {
			return nil, err
		}
		converted, err := s.run(src, t.strataOpt, append(append([]string{}, cfg.prePasses...), "--convert-to-llvm")...)
		if err != nil {
			return nil, err
		}
		lowered, err := s.run(converted, t.strataOpt, append([]string{"--omp-lower-runtime=" + cfg.runtime}, strings.Fields(lowerPasses)...)...)
		if err != nil {
			return nil, err
		}
		ll, err := s.run(lowered, t.strataTranslate, "--mlir-to-llvmir")
		if err != nil {
			return nil, err
		}
		llPath := filepath.Join(out, k.name+".ll")
		if err := os.WriteFile(llPath, ll, 0o644); err != nil {
			return nil, err
		}
		if _, err := s.run(nil, t.opt, "-O3", "-S", llPath, "-o", optPath); err != nil {
			return nil, err
		}
		if _, err := s.run(nil, t.llc, "-O3", "-relocation-model=pic", "-filetype=obj", optPath, "-o", obj); err != nil {
			return nil, err
		}
		if _, err := s.run(nil, t.llc, "-O3", "-relocation-model=pic", "-filetype=asm", optPath, "-o", asmPath); err != nil {
			return nil, err
		}
		if cfg.runtime == "iomp" {
			link = append(append([]string{t.gcc, obj}, common...), libompLink...)
		} else {
			link = append([]string{t.gcc, "-fopenmp", obj}, common...)
		}
	} else {
		cPath := filepath.Join(dir, k.name+".c")
		cc := t.gcc
		if cfg.compiler == "clang-16" {
			cc = t.clang
		}
		if _, err := s.run(nil, cc, "-O3", "-fopenmp", "-c", cPath, "-o", obj); err != nil {
			return nil, err
		}
		if _, err := s.run(nil, cc, "-O3", "-fopenmp", "-S", cPath, "-o", asmPath); err != nil {
			return nil, err
		}
		link = append([]string{cc, "-fopenmp", obj}, common...)
		if cc == t.clang {
			if _, err := s.run(nil, cc, "-O3", "-fopenmp", "-S", "-emit-llvm", cPath, "-o", optPath); err != nil {
				return nil, err
			}
			link = append(link, "-L/usr/lib/llvm-16/lib", "-Wl,-rpath,/usr/lib/llvm-16/lib")
		}
	}
	if _, err := s.run(nil, link[0], append(link[1:], "-o", b.binary)...); err != nil {
		return nil, err
	}
	asm, err := os.ReadFile(asmPath)
	if err != nil {
		return nil, err
	}
	b.asm = analyzeAsm(string(asm))
	if ll, err := os.ReadFile(optPath); err == nil {
		b.ir = analyzeIR(string(ll))
	}
	return b, nil
}

// asmFacts are what the kernel's x86-64 assembly shows: the object holds
// the kernel function and its outlined parallel bodies only.
type asmFacts struct {
	instructions int // instruction lines: the code size
	packedFP     int // packed-double arithmetic (addpd, mulpd, ...): vectorized work
	scalarFP     int // scalar-double arithmetic (addsd, mulsd, ...)
	// calls counts the call sites of each OpenMP runtime entry point
	// (GOMP_*, __kmpc_*, omp_*).
	calls map[string]int
}

// barriers is the number of call sites of the team barrier.
func (f asmFacts) barriers() int { return f.calls["GOMP_barrier"] + f.calls["__kmpc_barrier"] }

// runtimeCalls lists the runtime call sites as "name×n", by name.
func (f asmFacts) runtimeCalls() string {
	var names []string
	for n := range f.calls {
		names = append(names, n)
	}
	sort.Strings(names)
	var parts []string
	for _, n := range names {
		parts = append(parts, fmt.Sprintf("%s×%d", n, f.calls[n]))
	}
	return strings.Join(parts, " ")
}

var (
	asmMnemonicRE = regexp.MustCompile(`^\s+([a-z][a-z0-9]*)\b`)
	asmCallRE     = regexp.MustCompile(`^\s+(?:call|jmp)q?\s+\*?(GOMP_\w+|__kmpc_\w+|omp_\w+)`)
	fpArithRE     = regexp.MustCompile(`^v?(add|sub|mul|div)(pd|sd)$`)
)

// analyzeAsm reads the facts of an AT&T-syntax assembly file, as gcc,
// clang and llc write it.
func analyzeAsm(s string) asmFacts {
	f := asmFacts{calls: map[string]int{}}
	for _, l := range strings.Split(s, "\n") {
		m := asmMnemonicRE.FindStringSubmatch(l)
		if m == nil || strings.HasPrefix(strings.TrimSpace(l), ".") {
			continue
		}
		f.instructions++
		if fp := fpArithRE.FindStringSubmatch(m[1]); fp != nil {
			if fp[2] == "pd" {
				f.packedFP++
			} else {
				f.scalarFP++
			}
		}
		if c := asmCallRE.FindStringSubmatch(l); c != nil {
			name, _, _ := strings.Cut(c[1], "@")
			f.calls[name]++
		}
	}
	return f
}

// irFacts are what the optimized LLVM IR of the kernel's module shows.
type irFacts struct {
	found       bool
	vectorOps   int // instructions on <N x double> values: the loop vectorizer's work
	vectorWidth int // the largest such N
	// memchecks counts the vector.memcheck blocks, the run-time alias
	// checks in front of vector loops; -1 when the IR names no blocks
	// (clang's release builds discard value names), so that it cannot tell.
	memchecks int
	noalias   int // noalias parameters of the defined functions
	params    int // parameters of the defined functions
}

var (
	defineRE = regexp.MustCompile(`(?m)^define [^\n]*$`)
)

// paramList returns the parameter list of a define line: the text inside
// the parentheses that follow the function's name, which may hold
// parenthesized attributes such as dereferenceable(8).
func paramList(define string) string {
	at := strings.Index(define, "@")
	if at < 0 {
		return ""
	}
	open := strings.IndexByte(define[at:], '(')
	if open < 0 {
		return ""
	}
	start := at + open + 1
	depth := 1
	for i := start; i < len(define); i++ {
		switch define[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return define[start:i]
			}
		}
	}
	return ""
}

// analyzeIR reads the facts of an optimized LLVM IR module (LLVM 14's
// typed pointers or LLVM 16's opaque ones).
func analyzeIR(ll string) irFacts {
	f := irFacts{found: defineRE.MatchString(ll)}
	if !strings.Contains(ll, "\nvector.body:") {
		// No named vector loop: either none, or names discarded.
		f.memchecks = -1
		if strings.Contains(ll, "\nbb") || strings.Contains(ll, "\nvector.") {
			f.memchecks = 0
		}
	}
	for _, d := range defineRE.FindAllString(ll, -1) {
		params := paramList(d)
		f.noalias += strings.Count(params, "noalias")
		if strings.TrimSpace(params) != "" {
			f.params += strings.Count(params, ",") + 1
		}
	}
	for _, l := range strings.Split(ll, "\n") {
		if strings.HasPrefix(l, "vector.memcheck") && f.memchecks >= 0 {
			f.memchecks++
		}
		w, onVector := benchkit.VectorOp(l)
		f.vectorWidth = max(f.vectorWidth, w)
		if onVector && !strings.HasPrefix(l, "declare ") {
			f.vectorOps++
		}
	}
	return f
}
