package driver

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/frontend"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/llvmir"
	"github.com/strata-ir/strata/lowering/omplowering"
	"github.com/strata-ir/strata/lowering/pipelines"
	"github.com/strata-ir/strata/passes"
	passesall "github.com/strata-ir/strata/passes/all"
	"github.com/strata-ir/strata/runtimes"
)

// Version is --version's line.
const Version = "strata-cc (strata) for LLVM 14"

// Driver runs one command line.
type Driver struct {
	Cfg    *Config
	Stdout io.Writer
	Stderr io.Writer
	// Tools locates the external tools; nil looks them up on PATH and in
	// LLVM 14's directory.
	Tools *Tools

	tmp      string
	warnings int
	timings  []timing
}

type timing struct {
	step string
	d    time.Duration
}

// errReported is returned after the diagnostics were printed.
var errReported = errors.New("errors reported")

// Run runs the driver; it returns the exit status.
func (d *Driver) Run() int {
	c := d.Cfg
	if c.Help {
		fmt.Fprint(d.Stdout, Usage)
		return 0
	}
	if c.Version {
		fmt.Fprintln(d.Stdout, Version)
		return 0
	}
	if d.Tools == nil {
		d.Tools = FindTools()
	}
	if !c.DryRun {
		if c.KeepTemps {
			d.tmp = "."
		} else {
			dir, err := os.MkdirTemp("", "strata-cc-")
			if err != nil {
				fmt.Fprintf(d.Stderr, "strata-cc: error: %v\n", err)
				return 1
			}
			d.tmp = dir
			defer os.RemoveAll(dir)
		}
	} else {
		d.tmp = "/tmp/strata-cc-XXXXXX"
	}
	err := d.run()
	if c.Timing {
		d.reportTimes()
	}
	if err != nil {
		if !errors.Is(err, errReported) {
			fmt.Fprintf(d.Stderr, "strata-cc: error: %v\n", err)
		}
		return 1
	}
	return 0
}

func (d *Driver) run() error {
	c := d.Cfg
	var objects []string
	failed := false
	for _, in := range c.Inputs {
		obj, err := d.compileOne(in)
		if err != nil {
			if !errors.Is(err, errReported) {
				fmt.Fprintf(d.Stderr, "strata-cc: error: %v\n", err)
			}
			failed = true
			continue
		}
		if obj != "" {
			objects = append(objects, obj)
		}
	}
	if failed {
		return errReported
	}
	if c.Mode != Link {
		return nil
	}
	out := c.Output
	if out == "" {
		out = "a.out"
	}
	return d.link(objects, out)
}

// outputFor names the output of one input for -c, -S and -emit-mlir.
func (d *Driver) outputFor(in, ext string) string {
	if d.Cfg.Output != "" {
		return d.Cfg.Output
	}
	base := strings.TrimSuffix(filepath.Base(in), filepath.Ext(in))
	return base + ext
}

// temp names an intermediate file.
func (d *Driver) temp(in, ext string) string {
	base := strings.TrimSuffix(filepath.Base(in), filepath.Ext(in))
	return filepath.Join(d.tmp, base+ext)
}

// compileOne takes one input as far as the mode says; it returns the
// object file to link, if any.
func (d *Driver) compileOne(in string) (string, error) {
	c := d.Cfg
	switch kindOf(in) {
	case "o":
		return in, nil
	case "ll":
		return d.backEndFiles(in, in)
	}
	// When the back end reads a pipe, its processes start before the
	// front end: loading LLVM's shared library costs about as much as
	// optimizing a kernel, and it overlaps strata's own work.
	var pipe *pipeline
	if d.pipedBackEnd() {
		p, err := d.startPipeline(d.backEndSteps(in, "-"))
		if err != nil {
			return "", err
		}
		defer p.abort()
		pipe = p
	}
	ctx := all.NewContext()
	srcs := ir.NewSourceFiles()
	var module *ir.Operation
	if kindOf(in) == "c" {
		if d.Cfg.DryRun {
			fmt.Fprintf(d.Stderr, "# strata-cc: front end (in process): %s -> cir + omp\n", in)
		} else {
			m, err := d.frontEnd(ctx, in)
			if err != nil {
				return "", err
			}
			module = m
		}
		srcs.AddPath(in, in)
	} else {
		if d.Cfg.DryRun {
			fmt.Fprintf(d.Stderr, "# strata-cc: parse (in process): %s\n", in)
		} else {
			text, err := os.ReadFile(in)
			if err != nil {
				return "", err
			}
			srcs.Add(in, string(text))
			done := d.time("parse " + in)
			m, err := builtin.ParseModule(ctx, in, text)
			if err == nil {
				err = ir.Verify(m)
			}
			done()
			if err != nil {
				reportIR(d.Stderr, err, srcs)
				return "", errReported
			}
			module = m
		}
	}
	if c.Mode == SyntaxOnly {
		return "", nil
	}
	if c.Mode == EmitMLIR && c.MLIRStage == "cir" {
		return "", d.printModule(module, d.outputFor(in, ".mlir"))
	}
	if err := d.runPasses(module, in, srcs); err != nil {
		return "", err
	}
	if c.Mode == EmitMLIR {
		return "", d.printModule(module, d.outputFor(in, ".mlir"))
	}
	ll := d.temp(in, ".ll")
	if pipe != nil {
		ll = "the back end's standard input"
	}
	var text []byte
	if c.DryRun {
		fmt.Fprintf(d.Stderr, "# strata-cc: translate to LLVM IR (in process) -> %s\n", ll)
	} else {
		done := d.time("translate " + in)
		lm, err := llvmir.Translate(module)
		if err == nil {
			text = []byte(lm.String())
		}
		done()
		if err != nil {
			reportIR(d.Stderr, err, srcs)
			return "", errReported
		}
	}
	if pipe != nil {
		return pipe.output, d.finishPipeline(pipe, text)
	}
	if !c.DryRun {
		if err := os.WriteFile(ll, text, 0o644); err != nil {
			return "", err
		}
	}
	return d.backEndFiles(in, ll)
}

// frontEnd translates a C file.
func (d *Driver) frontEnd(ctx *ir.Context, in string) (*ir.Operation, error) {
	c := d.Cfg
	done := d.time("front end " + in)
	m, diags, err := frontend.Translate(ctx, in, nil, frontend.Options{
		Defines: c.Defines, Undefines: c.Undefines, IncludePaths: c.Includes, OpenMP: c.OpenMP,
	})
	done()
	if err != nil {
		var ds frontend.Diagnostics
		if errors.As(err, &ds) {
			fmt.Fprint(d.Stderr, ds.Format(nil))
			return nil, errReported
		}
		return nil, err
	}
	if len(diags) > 0 && !c.NoWarnings {
		if c.Werror {
			for i := range diags {
				if diags[i].Severity == frontend.Warning {
					diags[i].Severity = frontend.Error
					diags[i].Msg += " [-Werror]"
				}
			}
			fmt.Fprint(d.Stderr, diags.Format(nil))
			if diags.HasErrors() {
				return nil, errReported
			}
		} else {
			fmt.Fprint(d.Stderr, diags.Format(nil))
		}
	}
	return m, nil
}

// runPasses runs the passes the command line asks for, then the lowering
// to the llvm dialect.
func (d *Driver) runPasses(module *ir.Operation, in string, srcs *ir.SourceFiles) error {
	c := d.Cfg
	var steps []string
	if c.Pipeline != "" {
		steps = append(steps, "user pipeline "+c.Pipeline)
	}
	if c.Unroll > 1 {
		steps = append(steps, fmt.Sprintf("cir-unroll{factor=%d}", c.Unroll))
	}
	if c.OpenMP && c.BarrierElim {
		steps = append(steps, "omp-barrier-elim")
	}
	if c.DryRun {
		for _, s := range steps {
			fmt.Fprintf(d.Stderr, "# strata-cc: pass (in process): %s\n", s)
		}
		fmt.Fprintf(d.Stderr, "# strata-cc: pass (in process): omp-lower-to-llvm{runtime=%s offload=%s}\n", runtimeName(c.Runtime), offloadRuntime(c))
		return nil
	}
	if c.OpenMP && c.ForceUSM {
		omp.SetModuleRequires(module, omp.ModuleRequires(module)|omp.RequiresUnifiedSharedMemory)
	}
	registry := passesall.NewRegistry()
	run := func(name string, build func(pm *passes.PassManager) error) error {
		pm := passes.NewPassManager(module.Context(), builtin.ModuleOpName, passes.Config{Registry: registry})
		if err := build(pm); err != nil {
			reportIR(d.Stderr, err, srcs)
			return errReported
		}
		done := d.time(name)
		ds, err := pm.Run(module)
		done()
		if c.AutoCloseRemarks {
			for _, dg := range ds {
				if dg.Severity == ir.SeverityRemark {
					ir.PrintDiagnostic(d.Stderr, dg, srcs)
				}
			}
		}
		if err != nil {
			reportIR(d.Stderr, err, srcs)
			return errReported
		}
		return nil
	}
	if c.Pipeline != "" {
		if err := run("pass pipeline", func(pm *passes.PassManager) error {
			return pm.AddPipeline(c.Pipeline, "--pass-pipeline")
		}); err != nil {
			return err
		}
	}
	if c.Unroll > 1 {
		if err := run("cir-unroll", func(pm *passes.PassManager) error {
			return pm.AddPassByArgument("cir-unroll", fmt.Sprintf("factor=%d", c.Unroll), "-funroll")
		}); err != nil {
			return err
		}
	}
	if c.OpenMP && c.BarrierElim {
		if err := run("omp-barrier-elim", func(pm *passes.PassManager) error {
			return pm.AddPassByArgument("omp-barrier-elim", "", "-fomp-barrier-elim")
		}); err != nil {
			return err
		}
	}
	rt := runtimeName(c.Runtime)
	if c.Mode == EmitMLIR && c.MLIRStage == "omp" {
		return run("omp annotate", func(pm *passes.PassManager) error {
			pm.AddPass(pipelines.NewConvertToLLVM())
			pm.AddPass(&omplowering.AnnotatePass{Runtime: rt, DSL: c.DSL})
			return nil
		})
	}
	return run("omp-lower-to-llvm", func(pm *passes.PassManager) error {
		pm.AddPass(&omplowering.LowerToLLVMPass{Runtime: rt, DSL: c.DSL, Offload: offloadRuntime(c), AutoClose: c.AutoClose})
		return nil
	})
}

// offloadRuntime is the offload lowering's runtime: libomptarget's ABI for
// -fopenmp-targets=strata-gpu, else none (target regions run on the host).
func offloadRuntime(c *Config) string {
	if c.OffloadTarget != "" {
		return "libomptarget"
	}
	return "host_only"
}

// runtimeName is the lowering's name of a runtime.
func runtimeName(rt string) string {
	if rt == "libomp" {
		return "iomp"
	}
	return rt
}

// printModule writes the module for -emit-mlir.
func (d *Driver) printModule(m *ir.Operation, path string) error {
	if d.Cfg.DryRun {
		fmt.Fprintf(d.Stderr, "# strata-cc: print MLIR -> %s\n", path)
		return nil
	}
	var buf bytes.Buffer
	if err := ir.Print(&buf, m, ir.PrintOptions{}); err != nil {
		return err
	}
	buf.WriteByte('\n')
	if path == "-" {
		_, err := d.Stdout.Write(buf.Bytes())
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// link links the objects with the OpenMP runtime into out.
func (d *Driver) link(objects []string, out string) error {
	c := d.Cfg
	args := append([]string(nil), objects...)
	if c.OpenMP {
		switch c.Runtime {
		case "libgomp":
			args = append(args, "-fopenmp")
		case "iomp":
			dir := d.Tools.LibompDir
			if dir == "" && !c.DryRun {
				return fmt.Errorf("cannot find LLVM's OpenMP runtime (libomp.so, from libomp-16-dev) for -fopenmp=libomp")
			}
			if c.OffloadTarget != "" {
				// libomptarget needs libomp's symbols even when the
				// program calls none of them itself.
				if _, err := os.Stat(filepath.Join(dir, "libomptarget.so")); err != nil && !c.DryRun {
					return fmt.Errorf("cannot find LLVM's offload runtime (libomptarget.so in %s, from libomp-16-dev) for -fopenmp-targets=%s", dir, c.OffloadTarget)
				}
				args = append(args, "-L"+dir, "-Wl,--no-as-needed", "-lomp", "-lomptarget", "-Wl,--as-needed", "-Wl,-rpath,"+dir)
				break
			}
			args = append(args, "-L"+dir, "-lomp", "-Wl,-rpath,"+dir)
		case "pmsis":
			objs, err := d.pmsisObjects()
			if err != nil {
				return err
			}
			args = append(args, objs...)
			args = append(args, "-pthread")
		}
	}
	for _, l := range c.LibPaths {
		args = append(args, "-L"+l)
	}
	args = append(args, c.LinkArgs...)
	args = append(args, "-lm", "-o", out)
	return d.exec("link", d.Tools.CC, args)
}

// pmsisObjects builds the pmsis host emulation the pmsis lowering links
// with, from the sources built into the binary.
func (d *Driver) pmsisObjects() ([]string, error) {
	var objs []string
	for name, text := range runtimes.PmsisSources() {
		if !strings.HasSuffix(name, ".c") {
			if !d.Cfg.DryRun {
				if err := os.WriteFile(filepath.Join(d.tmp, name), []byte(text), 0o644); err != nil {
					return nil, err
				}
			}
			continue
		}
		src := filepath.Join(d.tmp, name)
		if !d.Cfg.DryRun {
			if err := os.WriteFile(src, []byte(text), 0o644); err != nil {
				return nil, err
			}
		}
		objs = append(objs, strings.TrimSuffix(src, ".c")+".o")
	}
	// Every file is written (the sources include the headers); compile.
	for _, obj := range objs {
		src := strings.TrimSuffix(obj, ".o") + ".c"
		if err := d.exec("cc", d.Tools.CC, []string{"-O2", "-pthread", "-c", src, "-o", obj}); err != nil {
			return nil, err
		}
	}
	return objs, nil
}

// exec runs an external tool with an argument list (no shell); a failure
// is reported with the command and its output.
func (d *Driver) exec(step, tool string, args []string) error {
	if d.Cfg.DryRun || d.Cfg.Verbose {
		fmt.Fprintf(d.Stderr, " %s\n", quoteCommand(tool, args))
		if d.Cfg.DryRun {
			return nil
		}
	}
	if tool == "" {
		return fmt.Errorf("cannot find the tool for the %s step", step)
	}
	done := d.time(step)
	defer done()
	cmd := exec.CommandContext(context.Background(), tool, args...)
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &out
	if err := cmd.Run(); err != nil {
		fmt.Fprintf(d.Stderr, "strata-cc: error: %s failed: %v\n  command: %s\n", step, err, quoteCommand(tool, args))
		if out.Len() > 0 {
			d.Stderr.Write(out.Bytes())
		}
		return errReported
	}
	if out.Len() > 0 {
		d.Stderr.Write(out.Bytes())
	}
	return nil
}

func quoteCommand(tool string, args []string) string {
	parts := []string{quote(tool)}
	for _, a := range args {
		parts = append(parts, quote(a))
	}
	return strings.Join(parts, " ")
}

func quote(s string) string {
	if s != "" && !strings.ContainsAny(s, " \t\n'\"\\$`;&|<>()*?[]#~") {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// time starts timing a step.
func (d *Driver) time(step string) func() {
	start := time.Now()
	return func() { d.timings = append(d.timings, timing{step, time.Since(start)}) }
}

func (d *Driver) reportTimes() {
	var total time.Duration
	for _, t := range d.timings {
		total += t.d
	}
	fmt.Fprintf(d.Stderr, "===-------------------------------------------------------------------------===\n")
	fmt.Fprintf(d.Stderr, "                          strata-cc time report\n")
	fmt.Fprintf(d.Stderr, "===-------------------------------------------------------------------------===\n")
	fmt.Fprintf(d.Stderr, "  Total: %.4f s\n\n   Wall Time  Step\n", total.Seconds())
	for _, t := range d.timings {
		pct := 0.0
		if total > 0 {
			pct = 100 * float64(t.d) / float64(total)
		}
		fmt.Fprintf(d.Stderr, "  %8.4f s (%5.1f%%)  %s\n", t.d.Seconds(), pct, t.step)
	}
}

// reportIR prints an IR error as strata-opt does.
func reportIR(w io.Writer, err error, srcs *ir.SourceFiles) {
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range joined.Unwrap() {
			reportIR(w, e, srcs)
		}
		return
	}
	var diag *ir.Diagnostic
	if errors.As(err, &diag) {
		ir.PrintDiagnostic(w, diag, srcs)
		return
	}
	for _, dg := range passes.Diagnostics(err) {
		ir.PrintDiagnostic(w, dg, srcs)
		return
	}
	fmt.Fprintf(w, "strata-cc: error: %v\n", err)
}
