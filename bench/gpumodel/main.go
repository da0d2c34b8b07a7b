// Command gpumodel measures the execution engine's slowdown with the
// modeled GPU (runtimes/gpu) attached against the engine alone, on the
// same offloaded kernel (testdata/kernel.c), in the same run: the two are run in
// turn, reps times each, and the medians are compared.
//
//	go run ./bench/gpumodel [-reps 5] [-mode usm|explicit] [-device h200]
package main

import (
	"bytes"
	_ "embed"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/frontend"
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/omplowering"
	"github.com/strata-ir/strata/passes"
	passesall "github.com/strata-ir/strata/passes/all"
	"github.com/strata-ir/strata/runtimes/gpu"
	"github.com/strata-ir/strata/runtimes/offload"
	"github.com/strata-ir/strata/runtimes/omprt"
)

//go:embed testdata/kernel.c
var kernelC []byte

func main() {
	reps := flag.Int("reps", 5, "runs of each configuration")
	mode := flag.String("mode", "usm", "offload mode: usm or explicit")
	device := flag.String("device", "h200", "the profile of the model")
	flag.Parse()
	if err := run(*reps, *mode, *device, os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "gpumodel: %v\n", err)
		os.Exit(1)
	}
}

// load translates kernel.c and lowers its target regions for the
// engine's device, as strata-run does.
func load(ctx *ir.Context, dir string) (*ir.Operation, error) {
	path := filepath.Join(dir, "kernel.c")
	if err := os.WriteFile(path, kernelC, 0o644); err != nil {
		return nil, err
	}
	m, diags, err := frontend.Translate(ctx, path, nil, frontend.Options{OpenMP: true})
	if err != nil {
		return nil, err
	}
	if diags.HasErrors() {
		return nil, fmt.Errorf("%s", diags.Format(nil))
	}
	pm := passes.NewPassManager(ctx, builtin.ModuleOpName, passes.Config{Registry: passesall.NewRegistry()})
	pm.AddPass(&omplowering.LowerToLLVMPass{Runtime: "iomp", Offload: omplowering.DefaultOffloadRuntime})
	if _, err := pm.Run(m); err != nil {
		return nil, err
	}
	return m, nil
}

// once runs the program, with the model of profile p when p is not nil,
// and returns its wall time and output.
func once(m *ir.Operation, mode offload.Mode, p *gpu.Profile) (time.Duration, string, error) {
	var out bytes.Buffer
	cfg := offload.Config{Mode: mode, Trace: io.Discard}
	var model *gpu.Model
	if p != nil {
		model = gpu.New(p, nil) // its memory is the engine's: Attach below
		cfg.Device = model
	}
	e, err := interp.New(m, interp.Options{Stdout: &out, Stderr: io.Discard,
		Runtimes: []interp.Runtime{omprt.Install(omprt.Config{Threads: 2}), offload.Install(cfg)}})
	if err != nil {
		return 0, "", err
	}
	if model != nil {
		model.Attach(e.Mem)
	}
	start := time.Now()
	_, err = e.Run("main", nil)
	d := time.Since(start)
	if model != nil {
		out.WriteString(fmt.Sprintf("gpu faults %d\n", model.Report(0).GPUFaults))
	}
	return d, out.String(), err
}

func run(reps int, modeName, device string, w io.Writer) error {
	mode := map[string]offload.Mode{"usm": offload.ModeUSM, "explicit": offload.ModeExplicit}[modeName]
	if mode == 0 {
		return fmt.Errorf("-mode=%s: expected usm or explicit", modeName)
	}
	p, err := gpu.Load(device)
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "gpumodel")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	ctx := all.NewExecContext()
	m, err := load(ctx, dir)
	if err != nil {
		return err
	}
	var alone, with []time.Duration
	var outAlone, outWith string
	for i := 0; i < reps; i++ {
		d, o, err := once(m, mode, nil)
		if err != nil {
			return err
		}
		alone, outAlone = append(alone, d), o
		d, o, err = once(m, mode, p)
		if err != nil {
			return err
		}
		with, outWith = append(with, d), o
	}
	slices.Sort(alone)
	slices.Sort(with)
	ma, mw := alone[len(alone)/2], with[len(with)/2]
	fmt.Fprintf(w, "kernel.c, --offload=%s, %d runs each, in turn\n", modeName, reps)
	fmt.Fprintf(w, "engine alone:            median %v (output %q)\n", ma.Round(time.Millisecond), firstLine(outAlone))
	fmt.Fprintf(w, "engine + model (%s):   median %v (%s)\n", device, mw.Round(time.Millisecond), outWith[len(firstLine(outWith))+1:len(outWith)-1])
	fmt.Fprintf(w, "slowdown with the model: %.2fx\n", float64(mw)/float64(ma))
	return nil
}

func firstLine(s string) string {
	if i := bytes.IndexByte([]byte(s), '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
