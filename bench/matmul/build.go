package main

import (
	"context"
	_ "embed"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// The workload: one program, in cir and in C.
var (
	//go:embed program/matmul.mlir
	cirSource string
	//go:embed program/matmul.c
	cSource string
)

// config is one way of building the program.
type config struct {
	name string
	desc string
	// fromCir builds from matmul.mlir through strata; otherwise clang-16
	// compiles matmul.c.
	fromCir bool
}

var configs = []config{
	{name: "ours", desc: "matmul.mlir through `strata-opt --convert-to-llvm | strata-translate --mlir-to-llvmir | opt -O3 | llc -O3 -relocation-model=pic -filetype=obj`, linked by clang-16", fromCir: true},
	{name: "clang", desc: "matmul.c through `clang-16 -O3 -c`, linked by clang-16"},
}

func (c config) key() string { return c.name }

func configNames() []string { return benchkit.Names(configs, config.key) }

func lookupConfig(name string) (config, bool) { return benchkit.Lookup(configs, config.key, name) }

// tools are the commands the builds use.
type tools struct {
	strataOpt, strataTranslate string
	opt, llc, clang            string
}

// build is one configuration's binary and what its IR shows.
type build struct {
	cfg     config
	binary  string
	ir      irFacts // of the kernel before opt (ours) or of clang's -O0-style output
	optIR   irFacts // of the kernel after opt -O3 / clang -O3
	samples []benchkit.KernelRun
}

func buildTools(ctx context.Context, work string, progress io.Writer) (tools, error) {
	var t tools
	var err error
	if t.strataOpt, t.strataTranslate, err = benchkit.BuildStrata(ctx, work, progress); err != nil {
		return t, err
	}
	paths, err := benchkit.LookTools("opt", "llc", "clang-16")
	if err != nil {
		return t, err
	}
	t.opt, t.llc, t.clang = paths[0], paths[1], paths[2]
	return t, nil
}

func buildConfig(ctx context.Context, cfg config, t tools, work string, timeout time.Duration) (*build, error) {
	dir := filepath.Join(work, cfg.name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	b := &build{cfg: cfg, binary: filepath.Join(dir, "matmul")}
	obj := filepath.Join(dir, "matmul.o")
	step := func(stdin []byte, name string, args ...string) ([]byte, error) {
		return benchkit.RunStep(ctx, timeout, stdin, name, args...)
	}
	if cfg.fromCir {
		llvmDialect, err := step([]byte(cirSource), t.strataOpt, "--convert-to-llvm")
		if err != nil {
			return nil, err
		}
		ll, err := step(llvmDialect, t.strataTranslate, "--mlir-to-llvmir")
		if err != nil {
			return nil, err
		}
		llPath := filepath.Join(dir, "matmul.ll")
		if err := os.WriteFile(llPath, ll, 0o644); err != nil {
			return nil, err
		}
		optimized, err := step(nil, t.opt, "-O3", "-S", llPath, "-o", "-")
		if err != nil {
			return nil, err
		}
		optPath := filepath.Join(dir, "matmul.opt.ll")
		if err := os.WriteFile(optPath, optimized, 0o644); err != nil {
			return nil, err
		}
		if _, err := step(nil, t.llc, "-O3", "-relocation-model=pic", "-filetype=obj", optPath, "-o", obj); err != nil {
			return nil, err
		}
		b.ir, b.optIR = analyzeKernel(string(ll)), analyzeKernel(string(optimized))
	} else {
		cPath := filepath.Join(dir, "matmul.c")
		if err := os.WriteFile(cPath, []byte(cSource), 0o644); err != nil {
			return nil, err
		}
		if _, err := step(nil, t.clang, "-O3", "-c", cPath, "-o", obj); err != nil {
			return nil, err
		}
		// The IR clang hands its optimizer, and what -O3 makes of it.
		unopt, err := step(nil, t.clang, "-O3", "-Xclang", "-disable-llvm-passes", "-S", "-emit-llvm", cPath, "-o", "-")
		if err != nil {
			return nil, err
		}
		optimized, err := step(nil, t.clang, "-O3", "-S", "-emit-llvm", cPath, "-o", "-")
		if err != nil {
			return nil, err
		}
		b.ir, b.optIR = analyzeKernel(string(unopt)), analyzeKernel(string(optimized))
	}
	if _, err := step(nil, t.clang, obj, "-o", b.binary); err != nil {
		return nil, err
	}
	return b, nil
}

// irFacts are what decides the kernel's speed, read from LLVM IR text.
type irFacts struct {
	found       bool
	hasTriple   bool
	vectorOps   int // instructions on <N x double> values in the kernel
	vectorWidth int // the largest N of those: the vectorization factor
	vectorAlign int // the smallest alignment of a vector load or store
	fmuladd     int // calls of llvm.fmuladd (a * b + c contracted)
	nsw         int // nsw flags in the kernel
	inbounds    int // getelementptr inbounds in the kernel
	geps        int // all getelementptr in the kernel
	noaliasArgs int // noalias parameters of the kernel
}

var (
	alignRE  = regexp.MustCompile(`, align (\d+)`)
	kernelRE = regexp.MustCompile(`(?m)^define [^\n]*@matmul\(`)
)

// analyzeKernel reads the facts of the function @matmul in ll.
func analyzeKernel(ll string) irFacts {
	var f irFacts
	f.hasTriple = strings.Contains(ll, "\ntarget triple = ") || strings.HasPrefix(ll, "target triple = ")
	loc := kernelRE.FindStringIndex(ll)
	if loc == nil {
		return f
	}
	f.found = true
	body := ll[loc[0]:]
	if end := strings.Index(body, "\n}"); end >= 0 {
		body = body[:end]
	}
	header, instrs, _ := strings.Cut(body, "\n")
	f.noaliasArgs = strings.Count(header, "noalias")
	for _, l := range strings.Split(instrs, "\n") {
		w, onVector := benchkit.VectorOp(l)
		if !onVector {
			continue
		}
		f.vectorWidth = max(f.vectorWidth, w)
		f.vectorOps++
		op := strings.TrimSpace(l)
		if _, rhs, ok := strings.Cut(op, " = "); ok {
			op = rhs
		}
		if strings.HasPrefix(op, "load ") || strings.HasPrefix(op, "store ") {
			if m := alignRE.FindStringSubmatch(l); m != nil {
				if a, err := strconv.Atoi(m[1]); err == nil && (f.vectorAlign == 0 || a < f.vectorAlign) {
					f.vectorAlign = a
				}
			}
		}
	}
	f.fmuladd = strings.Count(instrs, "@llvm.fmuladd.")
	f.nsw = strings.Count(instrs, " nsw ")
	f.geps = strings.Count(instrs, "getelementptr ")
	f.inbounds = strings.Count(instrs, "getelementptr inbounds ")
	return f
}
