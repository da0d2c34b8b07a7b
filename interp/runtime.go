package interp

import (
	"fmt"
	"os"

	"github.com/strata-ir/strata/ir"
)

// The API a runtime written in Go (the OpenMP runtimes of runtimes/omprt)
// builds on: external functions registered by name, per-engine state,
// calls back into the program from Go, and regions compiled as bodies
// that other threads run (what the omp dialect's executors use).

// Runtime is installed into an engine before its module loads
// (Options.Runtimes).
type Runtime interface {
	Install(e *Engine) error
}

// RegisterExtern makes fn the external function name: a call of a
// function declared (not defined) in the module with that name runs fn.
// It overrides the libc's function of the same name. Register before the
// module loads (from Runtime.Install) or while it compiles.
func (e *Engine) RegisterExtern(name string, fn Extern) {
	e.libc[name] = fn
}

// Ext returns the engine's value under key, made by mk on first use (the
// state of a runtime lives on the engine, not in package variables).
func (e *Engine) Ext(key any, mk func() any) any {
	e.extMu.Lock()
	defer e.extMu.Unlock()
	if e.ext == nil {
		e.ext = map[any]any{}
	}
	v, ok := e.ext[key]
	if !ok && mk != nil {
		v = mk()
		e.ext[key] = v
	}
	return v
}

// Getenv looks up an environment variable as the program's getenv does.
func (e *Engine) Getenv(name string) (string, bool) {
	if e.opts.Getenv != nil {
		return e.opts.Getenv(name)
	}
	return lookupEnv(name)
}

// FuncAt returns the function whose address is a.
func (e *Engine) FuncAt(a uint64) (*Func, bool) {
	i := (a - funcBase) / 16
	if a < funcBase || a%16 != 0 || i == 0 || i > uint64(len(e.funcSeq)) {
		return nil, false
	}
	return e.funcSeq[i-1], true
}

// CallFunc calls f on t from Go code running on t (an external function
// calling the program back): a runtime error or exit unwinds through the
// caller as it would through a call op. op is the call site, for errors.
func (t *Thread) CallFunc(f *Func, args []uint64, op *ir.Operation) uint64 {
	return t.call(f, args, op)
}

// CallPtr calls the function at address fp, as CallFunc; a pointer that
// is not a function is a runtime error at op.
func (t *Thread) CallPtr(fp uint64, args []uint64, op *ir.Operation) uint64 {
	f, ok := t.E.FuncAt(fp)
	if !ok {
		t.Trap(op, "call through a pointer that is not a function: 0x%x", fp)
	}
	return t.call(f, args, op)
}

// Guard runs fn on t as Call runs a function: a runtime error, exit or
// abort comes back as an error, and nothing panics out.
func (t *Thread) Guard(fn func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			switch r := r.(type) {
			case *RuntimeError:
				err = r
			case *ExitError:
				err = r
			case error:
				err = r
			default:
				err = &RuntimeError{Msg: fmt.Sprintf("internal error of the engine: %v", r)}
			}
		}
	}()
	fn()
	return nil
}

// Op returns the op the thread is executing an external call of (or the
// last one), for runtimes that report where a thread is.
func (t *Thread) Op() *ir.Operation { return t.curOp }

// SetOp records op as where the thread is (an executor about to block).
func (t *Thread) SetOp(op *ir.Operation) { t.curOp = op }

// FuncName returns the name of the function the thread runs, "" if none.
func (t *Thread) FuncName() string {
	if t.cur == nil || t.cur.Fn == nil {
		return ""
	}
	return t.cur.Fn.Name
}

// Body is a region compiled apart from its function's code, to be run by
// other threads or later (an omp.parallel body, a task): it uses the slot
// numbering of its function, and runs in a frame of its own whose slots
// start as a copy of the frame it was created from.
type Body struct {
	fn     *Func
	parent *Func
}

// Outline compiles r as a body: compile(c) emits its code (typically
// c.CompileRegion of the region, with a context whose terminator returns
// with c.Return(-1)). Labels inside the body must not be jumped to from
// outside it.
func (c *Compiler) Outline(name string, compile func() error) (*Body, error) {
	saved, savedJumps, savedTargets := c.code, c.jumps, c.targets
	c.code, c.jumps, c.targets = nil, map[int32]bool{}, nil
	err := compile()
	code := c.code
	if err == nil {
		c.thread(code)
	}
	c.code, c.jumps, c.targets = saved, savedJumps, savedTargets
	if err != nil {
		return nil, err
	}
	b := &Body{fn: &Func{Name: name, Op: c.op, code: code, compiled: true}, parent: c.f}
	b.fn.Counts = make([]uint64, len(code))
	c.bodies = append(c.bodies, b)
	return b, nil
}

// finishBodies gives the bodies of f its frame layout, once f is compiled.
func (c *Compiler) finishBodies() {
	for _, b := range c.bodies {
		b.fn.nslots = len(c.init)
		b.fn.init = c.init
		b.fn.hasAgg = c.hasAgg
		b.fn.aggInit = c.aggInit
		b.fn.nallocas = c.f.nallocas
		b.fn.body = c.f.body
		c.e.funcSeqBodies = append(c.e.funcSeqBodies, b.fn)
	}
}

// Snapshot is a copy of a frame's slots, from which bodies start.
type Snapshot struct {
	R []uint64
	X [][]byte
}

// Snapshot copies the frame's slots.
func (fr *Frame) Snapshot() *Snapshot {
	s := &Snapshot{R: append([]uint64(nil), fr.R...)}
	if fr.X != nil {
		s.X = append([][]byte(nil), fr.X...)
	}
	return s
}

// RunBody runs b on t in a new frame whose slots start as s, and returns
// the frame's slots at the end (for bodies that produce values). op is
// where the body is started, for the call stack of errors.
func (t *Thread) RunBody(b *Body, s *Snapshot, op *ir.Operation) {
	fr := t.enter(b.fn, op)
	copy(fr.R, s.R)
	if fr.X != nil && s.X != nil {
		copy(fr.X, s.X)
	}
	t.exec(fr)
	t.leave(fr)
}

func lookupEnv(name string) (string, bool) { return os.LookupEnv(name) }
