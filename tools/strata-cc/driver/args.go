// Package driver is strata-cc: a C compiler driver with gcc's and clang's
// flags over strata's tool chain. It runs the front end, strata's passes
// and the translation to LLVM IR in process, and LLVM 14's opt and llc
// and the system's C compiler (as the linker driver) as external
// commands.
package driver

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
)

// Mode is how far the driver goes.
type Mode uint8

const (
	Link       Mode = iota // a program
	Compile                // -c: object files
	Assemble               // -S: assembly (with -emit-llvm, LLVM IR)
	SyntaxOnly             // -fsyntax-only
	EmitMLIR               // -emit-mlir=STAGE
)

// Config is the parsed command line.
type Config struct {
	Inputs    []string
	Output    string
	Mode      Mode
	EmitLLVM  bool
	MLIRStage string // cir, omp, llvm
	OptLevel  int    // 0..3; -Os and -Oz count as 2
	Defines   []string
	Undefines []string
	Includes  []string
	Libs      []string // -l NAME
	LibPaths  []string // -L DIR
	LinkArgs  []string // -Wl, pieces and other linker inputs, in order
	OpenMP    bool
	Runtime   string // libgomp, iomp, pmsis
	// RuntimeGiven is set when -fopenmp= named the runtime.
	RuntimeGiven bool
	// OffloadTarget is the device target regions are compiled for
	// (-fopenmp-targets=strata-gpu); "" runs them on the host.
	OffloadTarget string
	// ForceUSM acts as if every translation unit said
	// `#pragma omp requires unified_shared_memory` (-fopenmp-force-usm).
	ForceUSM bool
	// AutoClose adds close to map(alloc) where it is provably safe under
	// unified shared memory (-fopenmp-auto-close: offload-auto-close);
	// AutoCloseRemarks prints why it kept the others
	// (-Rpass-missed=offload-auto-close).
	AutoClose        bool
	AutoCloseRemarks bool
	DSL              string // -fopenmp-lower-dsl=FILE
	Pipeline         string // --pass-pipeline=
	BarrierElim      bool
	Unroll           int // -funroll=N, 0: off
	Werror           bool
	NoWarnings       bool
	DryRun           bool // -###
	Verbose          bool // -v
	Help             bool
	Version          bool
	Timing           bool // -ftime-report
	KeepTemps        bool // -save-temps
}

// UsageError is a bad command line.
type UsageError struct{ Msg string }

func (e *UsageError) Error() string { return e.Msg }

// ignoredFlags are gcc flags that change nothing here (warnings, code
// generation details LLVM decides); they are accepted so that build
// systems' command lines work.
var ignoredPrefixes = []string{"-W", "-f", "-m", "-g", "-std=", "-pedantic", "-pipe", "-march=", "-mtune="}

// OffloadStrataGPU is the offload target of -fopenmp-targets: the device
// of strata's execution engine (strata-run), reached through LLVM's
// libomptarget ABI; natively, target regions fall back to the host.
const OffloadStrataGPU = "strata-gpu"

// ParseArgs parses strata-cc's command line (without the program name).
func ParseArgs(args []string) (*Config, error) {
	c := &Config{OptLevel: 0, Runtime: "libgomp", BarrierElim: true}
	need := func(i int, flag string) (string, error) {
		if i+1 >= len(args) {
			return "", &UsageError{fmt.Sprintf("argument to '%s' is missing (expected 1 value)", flag)}
		}
		return args[i+1], nil
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		// Flags that take their value attached or as the next argument.
		for _, f := range []string{"-o", "-D", "-U", "-I", "-l", "-L"} {
			if a == f || strings.HasPrefix(a, f) && len(a) > len(f) && f != "-o" || f == "-o" && strings.HasPrefix(a, "-o") && len(a) > 2 {
				var v string
				if a == f {
					var err error
					if v, err = need(i, f); err != nil {
						return nil, err
					}
					i++
				} else {
					v = a[len(f):]
				}
				switch f {
				case "-o":
					c.Output = v
				case "-D":
					c.Defines = append(c.Defines, v)
				case "-U":
					c.Undefines = append(c.Undefines, v)
				case "-I":
					c.Includes = append(c.Includes, v)
				case "-l":
					c.Libs = append(c.Libs, v)
					c.LinkArgs = append(c.LinkArgs, "-l"+v)
				case "-L":
					c.LibPaths = append(c.LibPaths, v)
				}
				goto next
			}
		}
		switch {
		case a == "-h" || a == "--help" || a == "-help":
			c.Help = true
		case a == "--version":
			c.Version = true
		case a == "-c":
			c.Mode = Compile
		case a == "-S":
			c.Mode = Assemble
		case a == "-emit-llvm":
			c.EmitLLVM = true
		case a == "-fsyntax-only":
			c.Mode = SyntaxOnly
		case strings.HasPrefix(a, "-emit-mlir="):
			stage := strings.TrimPrefix(a, "-emit-mlir=")
			switch stage {
			case "cir", "omp", "llvm":
			default:
				return nil, &UsageError{fmt.Sprintf("invalid value '%s' in '-emit-mlir=': expected cir, omp or llvm", stage)}
			}
			c.Mode, c.MLIRStage = EmitMLIR, stage
		case a == "-emit-mlir":
			c.Mode, c.MLIRStage = EmitMLIR, "cir"
		case a == "-fopenmp":
			c.OpenMP = true
		case strings.HasPrefix(a, "-fopenmp="):
			c.OpenMP = true
			switch rt := strings.TrimPrefix(a, "-fopenmp="); rt {
			case "libgomp":
				c.Runtime = "libgomp"
			case "libomp", "libiomp5", "iomp":
				c.Runtime = "iomp"
			case "pmsis":
				c.Runtime = "pmsis"
			default:
				return nil, &UsageError{fmt.Sprintf("unsupported argument '%s' to option '-fopenmp=': expected libgomp, libomp or pmsis", rt)}
			}
			c.RuntimeGiven = true
		case strings.HasPrefix(a, "-fopenmp-targets="):
			for _, t := range strings.Split(strings.TrimPrefix(a, "-fopenmp-targets="), ",") {
				if t != OffloadStrataGPU {
					return nil, &UsageError{fmt.Sprintf("unsupported offload target '%s' in '-fopenmp-targets=': strata offloads to %s, the execution engine's device", t, OffloadStrataGPU)}
				}
				c.OffloadTarget = t
			}
		case a == "-fopenmp-force-usm":
			c.ForceUSM = true
		case a == "-fopenmp-auto-close":
			c.AutoClose = true
		case a == "-Rpass-missed=offload-auto-close":
			c.AutoCloseRemarks = true
		case strings.HasPrefix(a, "-fopenmp-lower-dsl="):
			c.DSL = strings.TrimPrefix(a, "-fopenmp-lower-dsl=")
		case a == "-fno-openmp":
			c.OpenMP = false
		case a == "-fno-omp-barrier-elim":
			c.BarrierElim = false
		case a == "-fomp-barrier-elim":
			c.BarrierElim = true
		case strings.HasPrefix(a, "-funroll="):
			n, err := strconv.Atoi(strings.TrimPrefix(a, "-funroll="))
			if err != nil || n < 1 {
				return nil, &UsageError{fmt.Sprintf("invalid unroll factor in '%s': expected a positive integer", a)}
			}
			if n > 1 {
				c.Unroll = n
			}
		case strings.HasPrefix(a, "--pass-pipeline="):
			c.Pipeline = strings.TrimPrefix(a, "--pass-pipeline=")
		case a == "-ftime-report":
			c.Timing = true
		case a == "-save-temps":
			c.KeepTemps = true
		case len(a) >= 2 && a[:2] == "-O":
			switch a[2:] {
			case "", "1":
				c.OptLevel = 1
			case "0":
				c.OptLevel = 0
			case "2", "s", "z":
				c.OptLevel = 2
			case "3", "fast":
				c.OptLevel = 3
			default:
				return nil, &UsageError{fmt.Sprintf("invalid optimization level '%s'", a)}
			}
		case strings.HasPrefix(a, "-Wl,"):
			for _, p := range strings.Split(strings.TrimPrefix(a, "-Wl,"), ",") {
				if p != "" {
					c.LinkArgs = append(c.LinkArgs, "-Wl,"+p)
				}
			}
		case a == "-Werror":
			c.Werror = true
		case a == "-w":
			c.NoWarnings = true
		case a == "-###":
			c.DryRun = true
		case a == "-v":
			c.Verbose = true
		case a == "-pthread" || a == "-static" || a == "-shared" || a == "-rdynamic":
			c.LinkArgs = append(c.LinkArgs, a)
		case a == "-":
			return nil, &UsageError{"reading the program from standard input is not supported"}
		case strings.HasPrefix(a, "-"):
			ignored := false
			for _, p := range ignoredPrefixes {
				if strings.HasPrefix(a, p) {
					ignored = true
				}
			}
			if !ignored {
				return nil, &UsageError{fmt.Sprintf("unknown argument: '%s'", a)}
			}
		default:
			c.Inputs = append(c.Inputs, a)
		}
	next:
	}
	if c.Help || c.Version {
		return c, nil
	}
	if len(c.Inputs) == 0 {
		return nil, &UsageError{"no input files"}
	}
	for _, in := range c.Inputs {
		switch kindOf(in) {
		case "c", "mlir", "ll", "o":
		default:
			return nil, &UsageError{fmt.Sprintf("%s: file format not recognized (expected .c, .mlir, .ll, .o or .a)", in)}
		}
	}
	if c.OffloadTarget != "" {
		// Offloading is OpenMP's: -fopenmp-targets implies -fopenmp
		// (clang asks for both). libomptarget runs on LLVM's OpenMP
		// runtime, so the host's OpenMP is libomp's too.
		c.OpenMP = true
		switch {
		case !c.RuntimeGiven:
			c.Runtime = "iomp"
		case c.Runtime != "iomp":
			return nil, &UsageError{fmt.Sprintf("-fopenmp-targets=%s needs -fopenmp=libomp: the offload runtime (libomptarget) runs on LLVM's OpenMP runtime", c.OffloadTarget)}
		}
	}
	if c.Output != "" && c.Mode != Link && c.Mode != SyntaxOnly {
		n := 0
		for _, in := range c.Inputs {
			if kindOf(in) != "o" {
				n++
			}
		}
		if n > 1 {
			return nil, &UsageError{"cannot specify '-o' with '-c', '-S' or '-emit-mlir' with multiple files"}
		}
	}
	return c, nil
}

// kindOf classifies an input by its extension.
func kindOf(path string) string {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".c", ".i":
		return "c"
	case ".mlir":
		return "mlir"
	case ".ll":
		return "ll"
	case ".o", ".a", ".so":
		return "o"
	}
	return ""
}

// Usage is --help.
const Usage = `OVERVIEW: strata-cc, a C compiler with OpenMP on strata's tool chain

USAGE: strata-cc [options] file...

The inputs are C files (.c), MLIR modules (.mlir: cir, omp, func or llvm
dialect), LLVM IR (.ll) and objects or libraries (.o, .a, .so). C goes
through strata's front end (cir + omp), its passes, the OpenMP lowering
for the chosen runtime and the translation to LLVM IR, all in process;
LLVM 14's opt and llc optimize and compile the IR, and the system's C
compiler links.

OPTIONS:
  -o FILE                 Write the output to FILE (default a.out, or NAME.o/.s/.ll/.mlir)
  -c                      Compile to object files, do not link
  -S                      Compile to assembly; with -emit-llvm, to LLVM IR
  -emit-llvm              With -S, write LLVM IR (optimized at the -O level)
  -emit-mlir=cir|omp|llvm Print the IR after the front end (cir), after the OpenMP
                          passes and annotation (omp), or before translation (llvm)
  -fsyntax-only           Check the program, write nothing
  -O0 -O1 -O2 -O3 -Os     Optimization level of opt and llc (default -O0)
  -D NAME[=VALUE]         Define a macro
  -U NAME                 Undefine a macro
  -I DIR                  Add DIR to the include search path
  -l NAME, -L DIR         Link with library NAME, search DIR for libraries
  -Wl,ARG[,ARG...]        Pass arguments to the linker
  -fopenmp                Honor #pragma omp, lowering for libgomp (as gcc)
  -fopenmp=libgomp|libomp|pmsis
                          Honor #pragma omp, lowering for that runtime
  -fopenmp-lower-dsl=FILE Lower OpenMP with the spec in FILE (docs/dsl.md)
  -fopenmp-targets=strata-gpu
                          Compile target regions for strata's device (libomptarget's
                          ABI; implies -fopenmp=libomp); without it they run on the host
  -fopenmp-force-usm      Act as if every file said '#pragma omp requires unified_shared_memory'
  -fopenmp-auto-close     Under unified shared memory, add close to map(alloc) where it is
                          provably safe (offload-auto-close)
  -Rpass-missed=offload-auto-close
                          Print a remark for each map(alloc) kept without close, with why
  -fno-omp-barrier-elim   Keep redundant team barriers (omp-barrier-elim is on by default)
  -funroll=N              Unroll C loops by N with cir-unroll (N > 1)
  --pass-pipeline=PIPE    Run strata passes after the front end: 'builtin.module(...)'
  -Werror                 Treat warnings as errors
  -w                      Do not print warnings
  -ftime-report           Report the time of each step
  -save-temps             Keep the intermediate files (in the current directory)
  -###                    Print the commands that would run, run nothing
  -v                      Print the commands as they run
  --version               Print the version
  --help                  Print this help

Other -f, -m, -W, -g and -std= flags are accepted and ignored. Errors are
printed as file:line:col: error: message with the source line and a caret;
the exit status is 1 on any error.
`
