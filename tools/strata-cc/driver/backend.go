package driver

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// The back end is LLVM 14's opt (the -O pipeline) and llc (code
// generation). For C and MLIR inputs the two run as a pipeline fed
// through standard input, started before the front end: each spends
// about 40 ms loading LLVM's shared library before it reads a byte, and
// that overlaps strata's own work. With -save-temps (whose point is the
// files) and for .ll inputs they pass files instead.

// step is one external command of the back end.
type step struct {
	name string // for -ftime-report and errors: "opt", "llc"
	tool string
	args []string
}

// pipedBackEnd reports whether the back end of a C or MLIR input runs as
// a pipeline.
func (d *Driver) pipedBackEnd() bool {
	switch d.Cfg.Mode {
	case Compile, Assemble, Link:
		return !d.Cfg.KeepTemps
	}
	return false
}

// backEndSteps are the commands that take the LLVM IR in ll (a file, or
// "-" for a pipeline fed through standard input) to the mode's output,
// and that output when it is an object to link ("" otherwise). In a
// pipeline opt hands llc bitcode, which llc reads faster than text.
func (d *Driver) backEndSteps(in, ll string) ([]step, string) {
	c := d.Cfg
	piped := ll == "-"
	level := fmt.Sprintf("-O%d", c.OptLevel)
	emitLLVM := c.Mode == Assemble && c.EmitLLVM
	var steps []step
	input := ll
	if c.OptLevel > 0 || emitLLVM {
		out := d.temp(in, ".opt.ll")
		args := []string{level, "-S", ll, "-o", out}
		switch {
		case emitLLVM:
			args[4] = d.outputFor(in, ".ll")
		case piped:
			args = []string{level, ll, "-o", "-"}
			out = "-"
		}
		steps = append(steps, step{"opt", d.Tools.Opt, args})
		if emitLLVM {
			return steps, ""
		}
		input = out
	}
	llc := func(filetype, out string) step {
		return step{"llc", d.Tools.Llc, []string{level, "-relocation-model=pic", "-filetype=" + filetype, input, "-o", out}}
	}
	if c.Mode == Assemble {
		return append(steps, llc("asm", d.outputFor(in, ".s"))), ""
	}
	obj := d.temp(in, ".o")
	if c.Mode == Compile {
		obj = d.outputFor(in, ".o")
	}
	return append(steps, llc("obj", obj)), obj
}

// backEndFiles runs the back end on the LLVM IR file ll, one command
// after the other; it returns the object to link, if any.
func (d *Driver) backEndFiles(in, ll string) (string, error) {
	steps, obj := d.backEndSteps(in, ll)
	for _, s := range steps {
		if err := d.exec(s.name, s.tool, s.args); err != nil {
			return "", err
		}
	}
	return obj, nil
}

// pipeline is a back end whose commands are started and wait for their
// input on the first one's standard input.
type pipeline struct {
	steps  []step
	output string // the object to link, or ""
	cmds   []*exec.Cmd
	logs   []*bytes.Buffer // each command's standard error
	stdin  *os.File        // the first command's standard input; nil once closed
	done   bool
}

// startPipeline starts the back end of in, reading standard input (under
// -### it only prepares to print it).
func (d *Driver) startPipeline(steps []step, output string) (*pipeline, error) {
	p := &pipeline{steps: steps, output: output}
	if d.Cfg.DryRun {
		return p, nil
	}
	for _, s := range steps {
		if s.tool == "" {
			return nil, fmt.Errorf("cannot find the tool for the %s step", s.name)
		}
	}
	if d.Cfg.Verbose {
		fmt.Fprintf(d.Stderr, " %s\n", p.command())
	}
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	p.stdin = w
	var opened []*os.File // the ends this process must close once the children hold them
	defer func() {
		for _, f := range opened {
			f.Close()
		}
	}()
	opened = append(opened, r)
	in := r
	for i, s := range steps {
		cmd := exec.Command(s.tool, s.args...)
		log := &bytes.Buffer{}
		cmd.Stdin, cmd.Stderr = in, log
		if i+1 < len(steps) {
			next, out, err := os.Pipe()
			if err != nil {
				p.abort()
				return nil, err
			}
			opened = append(opened, next, out)
			cmd.Stdout, in = out, next
		} else {
			cmd.Stdout = log
		}
		if err := cmd.Start(); err != nil {
			p.abort()
			return nil, fmt.Errorf("%s failed: %v\n  command: %s", s.name, err, quoteCommand(s.tool, s.args))
		}
		p.cmds = append(p.cmds, cmd)
		p.logs = append(p.logs, log)
	}
	return p, nil
}

// command is the pipeline as a shell would spell it.
func (p *pipeline) command() string {
	parts := make([]string, len(p.steps))
	for i, s := range p.steps {
		parts[i] = quoteCommand(s.tool, s.args)
	}
	return strings.Join(parts, " | ")
}

// finishPipeline feeds the LLVM IR text to the pipeline and waits for it.
// A failing command is reported with its command line and its output.
func (d *Driver) finishPipeline(p *pipeline, text []byte) error {
	if d.Cfg.DryRun {
		fmt.Fprintf(d.Stderr, " %s\n", p.command())
		return nil
	}
	name := make([]string, len(p.steps))
	for i, s := range p.steps {
		name[i] = s.name
	}
	done := d.time(strings.Join(name, " | "))
	defer done()
	_, werr := p.stdin.Write(text)
	p.stdin.Close()
	p.stdin = nil
	p.done = true
	errs := make([]error, len(p.cmds))
	failed := -1
	for i, cmd := range p.cmds {
		errs[i] = cmd.Wait()
		if errs[i] != nil && failed < 0 {
			failed = i
		}
	}
	if failed >= 0 {
		// The earliest failure is the cause: the commands after it saw a
		// short input, and llc may have compiled an empty module from it.
		last := p.steps[len(p.steps)-1]
		os.Remove(last.args[len(last.args)-1])
		s := p.steps[failed]
		fmt.Fprintf(d.Stderr, "strata-cc: error: %s failed: %v\n  command: %s\n", s.name, errs[failed], quoteCommand(s.tool, s.args))
		d.Stderr.Write(p.logs[failed].Bytes())
		return errReported
	}
	for _, log := range p.logs {
		d.Stderr.Write(log.Bytes())
	}
	if werr != nil && !errors.Is(werr, os.ErrClosed) {
		return fmt.Errorf("writing LLVM IR to %s: %v", p.steps[0].name, werr)
	}
	return nil
}

// abort stops a pipeline that will not be fed (the front end failed).
// The commands are killed before their input closes: an empty input is
// an empty module to LLVM, which llc would compile into the output.
func (p *pipeline) abort() {
	if p.done {
		return
	}
	p.done = true
	for _, cmd := range p.cmds {
		cmd.Process.Kill()
	}
	if p.stdin != nil {
		p.stdin.Close()
		p.stdin = nil
	}
	for _, cmd := range p.cmds {
		cmd.Wait()
	}
}
