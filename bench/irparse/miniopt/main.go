// Command miniopt parses, verifies and prints an MLIR file with strata's
// ir package, as tools/strata-opt does. bench/irparse benchmarks it when
// tools/strata-opt does not exist or does not build, and builds it to
// profile strata's parser, verifier and printer: it can write CPU and heap
// profiles and time its phases.
//
// Usage:
//
//	miniopt [flags] FILE
//
// FILE "-" is standard input. Flags may come before or after FILE.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"time"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

type options struct {
	input        string
	output       string
	generic      bool
	unregistered bool
	noVerify     bool
	cpuprofile   string
	memprofile   string
	timing       bool
}

func main() {
	o, err := parseArgs(os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "miniopt: %v\n", err)
		os.Exit(2)
	}
	if err := run(o); err != nil {
		var d *ir.Diagnostic
		if !errors.As(err, &d) {
			fmt.Fprintf(os.Stderr, "miniopt: %v\n", err)
		}
		os.Exit(1)
	}
}

func parseArgs(args []string) (options, error) {
	var o options
	fs := flag.NewFlagSet("miniopt", flag.ContinueOnError)
	fs.StringVar(&o.output, "o", "-", "output `file`")
	fs.BoolVar(&o.generic, "mlir-print-op-generic", false, "print every operation in the generic form")
	fs.BoolVar(&o.unregistered, "allow-unregistered-dialect", false, "accept operations of unregistered dialects")
	fs.BoolVar(&o.noVerify, "no-verify", false, "skip the verifier")
	fs.StringVar(&o.cpuprofile, "cpuprofile", "", "write a CPU profile to `file`")
	fs.StringVar(&o.memprofile, "memprofile", "", "write a heap profile to `file` after printing, while the IR is live")
	fs.BoolVar(&o.timing, "timing", false, "print the time of each phase to stderr")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: miniopt [flags] FILE\n\nParses, verifies and prints FILE (- for stdin) with strata's ir package.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	var files []string
	for {
		if err := fs.Parse(args); err != nil {
			return o, err
		}
		if fs.NArg() == 0 {
			break
		}
		files = append(files, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(files) != 1 {
		fs.Usage()
		return o, fmt.Errorf("want exactly one input file, got %d", len(files))
	}
	o.input = files[0]
	return o, nil
}

func run(o options) (err error) {
	if o.memprofile != "" {
		// Sample 8x more often than the default, for a finer heap profile.
		runtime.MemProfileRate = 64 << 10
	}
	if o.cpuprofile != "" {
		f, err := os.Create(o.cpuprofile)
		if err != nil {
			return err
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			f.Close()
			return err
		}
		defer func() {
			pprof.StopCPUProfile()
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}()
	}
	phases := &timer{on: o.timing, last: time.Now()}

	var src []byte
	if o.input == "-" {
		src, err = io.ReadAll(os.Stdin)
	} else {
		src, err = os.ReadFile(o.input)
	}
	if err != nil {
		return err
	}
	phases.done("read")

	ctx := all.NewContext()
	ctx.SetAllowUnregisteredDialects(o.unregistered)
	name := o.input
	if name == "-" {
		name = "<stdin>"
	}
	module, err := builtin.ParseModule(ctx, name, src)
	if err != nil {
		return report(err, name, src)
	}
	phases.done("parse")
	if !o.noVerify {
		if err := ir.Verify(module); err != nil {
			return report(err, name, src)
		}
		phases.done("verify")
	}

	out := os.Stdout
	if o.output != "-" {
		if out, err = os.Create(o.output); err != nil {
			return err
		}
	}
	w := bufio.NewWriterSize(out, 1<<20)
	err = ir.Print(w, module, ir.PrintOptions{Generic: o.generic})
	if err == nil {
		err = w.Flush()
	}
	if out != os.Stdout {
		if cerr := out.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		return err
	}
	phases.done("print")

	if o.memprofile != "" {
		if err := writeHeapProfile(o.memprofile); err != nil {
			return err
		}
	}
	runtime.KeepAlive(module)
	runtime.KeepAlive(src)
	if o.timing {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		fmt.Fprintf(os.Stderr, "miniopt: heap: %d MiB allocated in total, %d GCs, %d MiB heap at most, %d MiB from the OS\n",
			ms.TotalAlloc>>20, ms.NumGC, ms.HeapSys>>20, ms.Sys>>20)
	}
	return nil
}

// report prints a diagnostic with its source line and returns it.
func report(err error, name string, src []byte) error {
	var d *ir.Diagnostic
	if errors.As(err, &d) {
		files := ir.NewSourceFiles()
		files.Add(name, string(src))
		ir.PrintDiagnostic(os.Stderr, d, files)
	}
	return err
}

// writeHeapProfile writes the live heap: a GC first makes it current.
func writeHeapProfile(path string) error {
	runtime.GC()
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := pprof.WriteHeapProfile(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// timer prints the duration of each phase with -timing.
type timer struct {
	on   bool
	last time.Time
}

func (t *timer) done(phase string) {
	if !t.on {
		return
	}
	now := time.Now()
	fmt.Fprintf(os.Stderr, "miniopt: %-6s %8.1f ms\n", phase, float64(now.Sub(t.last).Microseconds())/1000)
	t.last = now
}
