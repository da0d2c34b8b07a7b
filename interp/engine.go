// Package interp is strata's execution engine: it runs a module of func,
// arith, cf, scf, cir or llvm dialect operations (or any dialect whose ops
// have an executor) in a simulated 64-bit address space, with a libc
// subset written in Go. docs/interp.md describes the design.
//
// The engine does not know any dialect: an op runs through its model of
// the interface Executable, which compiles it into instructions of the
// engine's machine (closures over pre-resolved frame slots); module-level
// ops (functions, globals) define themselves through Definer. The models
// live in each dialect's package (exec.go) and are attached to a context
// by the extensions that dialects/all lists.
package interp

import (
	"bufio"
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/strata-ir/strata/ir"
)

// Executable is the model of an op that runs: Compile emits the
// instructions that do what the op does.
type Executable interface {
	Compile(op *ir.Operation, c *Compiler) error
}

// Definer is the model of a module-level op: a function or a global.
type Definer interface {
	Define(op *ir.Operation, l *Loader) error
}

// Options configure an engine.
type Options struct {
	Stdout, Stderr io.Writer
	Stdin          io.Reader
	// Getenv answers getenv (nil: the process's environment).
	Getenv func(string) (string, bool)
	// Count makes the engine count the instructions it executes (for
	// --stats and --trace); it costs an increment per instruction.
	Count bool
	// MaxDepth is the deepest call stack (0: 200000).
	MaxDepth int
	// StackSize is the simulated stack of a thread in bytes (0: 8 MiB).
	StackSize uint64
	// Runtimes are installed into the engine before the module loads:
	// they register external functions (RegisterExtern) and keep their
	// state on the engine (Ext), as the OpenMP runtimes of
	// runtimes/omprt do.
	Runtimes []Runtime
}

// Engine runs one module.
type Engine struct {
	opts   Options
	Mem    *Memory
	Types  *Types
	module *ir.Operation

	funcs   map[string]*Func
	funcSeq []*Func
	// funcSeqBodies are the outlined bodies (Compiler.Outline), for
	// statistics.
	funcSeqBodies []*Func
	globals       map[string]*Global
	tlsGlobals    []*Global
	libc          map[string]Extern

	stdout, stderr *bufio.Writer
	randState      *glibcRand
	start          time.Time
	main           *Thread
	streams        map[uint64]*bufio.Writer

	// outMu serializes the output streams and the libc state (rand)
	// between engine threads.
	outMu sync.Mutex
	extMu sync.Mutex
	ext   map[any]any

	// ctors and dtors are the module's global constructors and
	// destructors (Loader.AddStructor), run by Run and RunMain.
	ctors, dtors []structor
	started      bool
}

// structor is a global constructor or destructor.
type structor struct {
	name     string
	priority int64
	op       *ir.Operation
}

// Func is a function of the module, compiled on first use.
type Func struct {
	Name     string
	Op       *ir.Operation
	Index    int
	Addr     uint64
	body     *ir.Region
	Variadic bool
	Results  []*TypeInfo
	Params   []*TypeInfo

	ext      Extern
	compiled bool
	code     []Instr
	nslots   int
	init     []uint64
	aggInit  map[int32][]byte
	hasAgg   bool
	params   []int32
	nallocas int
	// Counts are the executions of each instruction (with Options.Count).
	Counts []uint64
	err    error
}

// Global is a global variable.
type Global struct {
	Name  string
	Op    *ir.Operation
	Info  *TypeInfo
	Alloc *Allocation
	init  func(w *Init) error
	// A thread-local global (Loader.SetThreadLocal): Alloc is the main
	// thread's copy; every other thread gets its own, made on its first
	// access from image, the initialized bytes.
	tls   bool
	index int
	image []byte
	align uint64
}

// Instr is one instruction of the engine's machine: Fn does it and returns
// the index of the next instruction (N for straight-line code), or -1 to
// return from the function. A, B, C are slot indices, Imm a constant, both
// meaning what Fn says. Op is the operation it comes from, for errors and
// statistics.
type Instr struct {
	Fn      ExecFn
	A, B, C int32
	N       int32
	T, F    int32
	Imm     uint64
	Op      *ir.Operation
}

// ExecFn executes an instruction.
type ExecFn func(fr *Frame, in *Instr) int32

// Frame is the activation of a function: its slots.
type Frame struct {
	R       []uint64
	X       [][]byte // aggregate values, when the function has any
	T       *Thread
	Fn      *Func
	ret     uint64
	retX    []byte
	allocas []uint64
	mark    uint64
	nstack  int
	callOp  *ir.Operation
	parent  *Frame
	regs    []uint64
	regTop  int
	// varargs are the arguments a call of a variadic function passed
	// after its parameters, as words (C promotes them: integers to int or
	// wider, floats to double).
	varargs []uint64
}

// VarArgs returns the variadic arguments of the frame's call.
func (fr *Frame) VarArgs() []uint64 { return fr.varargs }

// Thread is one thread of execution: its call stack and stack memory.
type Thread struct {
	E  *Engine
	M  *Memory
	ID int
	// Runtime is the state a threading runtime keeps for the thread (the
	// OpenMP runtime's team and thread number); the engine ignores it.
	Runtime any
	depth   int
	regs    []uint64
	top     int
	// the simulated stack
	stackLo, stackTop, stackHi uint64
	stack                      []Allocation
	cur                        *Frame
	frames                     []*Frame
	maxStack                   uint64
	scratch                    []uint64
	curOp                      *ir.Operation
	pc                         pageCache
	obs                        Observer // set by SetObserver (ownObs); else the memory's sees the thread
	ownObs                     bool
	tls                        []uint64 // the addresses of the thread's copies of the thread-local globals
	fault                      string   // why its observer refused the access being made (device.go)
	// flops counts the floating-point operations the thread executed
	// (flops.go); flushed is the count its observer was last told of.
	flops, flushed uint64
}

// RuntimeError is a located error of the running program.
type RuntimeError struct {
	Loc   ir.Location
	Msg   string
	Trace []string
}

func (e *RuntimeError) Error() string {
	s := "runtime error: " + e.Msg
	if l, ok := ir.FileLineCol(e.Loc); ok {
		s = l.String() + ": " + s
	}
	return s
}

// Format returns the message with the call stack, one "note:" a line.
func (e *RuntimeError) Format() string {
	var b strings.Builder
	b.WriteString(e.Error())
	b.WriteByte('\n')
	for _, t := range e.Trace {
		b.WriteString(t)
		b.WriteByte('\n')
	}
	return b.String()
}

// ExitError is a program's exit through exit() or abort().
type ExitError struct{ Code int }

func (e *ExitError) Error() string { return fmt.Sprintf("exit status %d", e.Code) }

// New loads module (a builtin.module) into a new engine: every function
// and global is defined, globals are initialized and functions compiled.
func New(module *ir.Operation, opts Options) (*Engine, error) {
	if opts.Stdout == nil {
		opts.Stdout = os.Stdout
	}
	if opts.Stderr == nil {
		opts.Stderr = os.Stderr
	}
	if opts.MaxDepth == 0 {
		opts.MaxDepth = 200000
	}
	if opts.StackSize == 0 {
		opts.StackSize = stackLimit
	}
	e := &Engine{
		opts: opts, Mem: NewMemory(), Types: newTypes(), module: module,
		funcs: map[string]*Func{}, globals: map[string]*Global{},
		stdout:    bufio.NewWriterSize(opts.Stdout, 1<<16),
		stderr:    bufio.NewWriterSize(opts.Stderr, 0),
		randState: newGlibcRand(1),
		start:     time.Now(),
		streams:   map[uint64]*bufio.Writer{},
	}
	e.libc = libcFuncs()
	for _, r := range opts.Runtimes {
		if err := r.Install(e); err != nil {
			return nil, err
		}
	}
	if err := e.load(); err != nil {
		return nil, err
	}
	return e, nil
}

// Loader is what a Definer defines symbols with.
type Loader struct {
	e *Engine
}

// Types returns the module's type layouts.
func (l *Loader) Types() *Types { return l.e.Types }

// DefineFunc defines a function; body is nil for a declaration, which the
// libc of the engine must provide when called.
func (l *Loader) DefineFunc(name string, op *ir.Operation, body *ir.Region, params, results []*TypeInfo, variadic bool) error {
	if f, ok := l.e.funcs[name]; ok {
		if body == nil {
			return nil
		}
		if f.body != nil {
			return op.Errorf("redefinition of function '%s'", name)
		}
		f.body, f.Op, f.Params, f.Results = body, op, params, results
		return nil
	}
	f := &Func{Name: name, Op: op, body: body, Params: params, Results: results, Variadic: variadic, Index: len(l.e.funcSeq)}
	f.Addr = funcBase + 16*uint64(f.Index+1)
	l.e.funcs[name] = f
	l.e.funcSeq = append(l.e.funcSeq, f)
	return nil
}

// DeviceReadableAttr marks a global that a device reads though the
// program does not declare it constant: the offload runtime's reference
// pointers of declare target globals (docs/offload.md), which it points
// at the device copies. Such a global is placed with the constants, in
// the pages a device may read.
const DeviceReadableAttr = "offload.ref_pointer"

// DefineGlobal defines a global of the given layout; init (nil: zero)
// fills its bytes once every symbol has an address. An extern global (no
// definition in the module) is one the engine's libc provides.
func (l *Loader) DefineGlobal(name string, op *ir.Operation, ti *TypeInfo, align int64, constant, extern bool, init func(w *Init) error) error {
	if _, ok := l.e.globals[name]; ok {
		return op.Errorf("redefinition of global '%s'", name)
	}
	g := &Global{Name: name, Op: op, Info: ti, init: init}
	size := uint64(ti.Size)
	if extern {
		v, ok := externGlobal(name)
		if !ok {
			return op.Errorf("unknown external global '%s' (the engine's libc does not define it)", name)
		}
		g.init = func(w *Init) error { w.PutUint(0, 8, v); return nil }
		size = 8
	}
	kind := GlobalAlloc
	if (constant || op != nil && op.HasAttr(DeviceReadableAttr)) && !extern {
		kind = constGlobal // in pages of their own (device.go)
	}
	a, err := l.e.Mem.Alloc(size, uint64(max(align, ti.Align)), kind, name, op)
	if err != nil {
		return op.Errorf("%v", err)
	}
	a.ReadOnly = constant
	g.Alloc, g.align = a, uint64(max(align, ti.Align))
	l.e.globals[name] = g
	return nil
}

// AddStructor registers a global constructor (or, with dtor, a
// destructor): the function name, run with no arguments before the first
// function the engine runs (after main returns or exits, for a
// destructor). Lower priorities run first; equal ones in the order added
// (destructors: the reverse).
func (l *Loader) AddStructor(name string, priority int64, dtor bool, op *ir.Operation) {
	s := structor{name: name, priority: priority, op: op}
	if dtor {
		l.e.dtors = append(l.e.dtors, s)
	} else {
		l.e.ctors = append(l.e.ctors, s)
	}
}

// SetThreadLocal makes the defined global name thread-local (C's
// _Thread_local, OpenMP's threadprivate): each engine thread has its own
// copy, the main thread's being the global itself.
func (l *Loader) SetThreadLocal(name string) {
	g := l.e.globals[name]
	if g == nil || g.tls {
		return
	}
	g.tls, g.index = true, len(l.e.tlsGlobals)
	l.e.tlsGlobals = append(l.e.tlsGlobals, g)
}

// threadCopy returns the address of thread t's copy of the thread-local
// global g, making it on the first access.
func (t *Thread) threadCopy(g *Global) (uint64, error) {
	if t == t.E.main {
		return g.Alloc.Base, nil
	}
	for len(t.tls) <= g.index {
		t.tls = append(t.tls, 0)
	}
	if a := t.tls[g.index]; a != 0 {
		return a, nil
	}
	a, err := t.M.Alloc(g.Alloc.Size, g.align, GlobalAlloc, fmt.Sprintf("%s (thread %d's copy)", g.Name, t.ID), g.Op)
	if err != nil {
		return 0, err
	}
	t.M.Write(a.Base, g.image)
	t.tls[g.index] = a.Base
	return a.Base, nil
}

// Init is the initializer of a global: its bytes, and the addresses of the
// module's symbols.
type Init struct {
	e     *Engine
	Bytes []byte
	Base  uint64
}

// SymbolAddr returns the address of a global or function.
func (w *Init) SymbolAddr(name string) (uint64, bool) { return w.e.SymbolAddr(name) }

// Types returns the module's type layouts.
func (w *Init) Types() *Types { return w.e.Types }

// PutUint writes an n-byte little-endian value at offset off.
func (w *Init) PutUint(off int64, n int, v uint64) {
	for i := 0; i < n && int(off)+i < len(w.Bytes); i++ {
		w.Bytes[int(off)+i] = byte(v >> (8 * i))
	}
}

// Eval runs region r (an initializer ending in a return of the value) and
// returns the value: a word, or the bytes of an aggregate.
func (w *Init) Eval(op *ir.Operation, r *ir.Region) (word uint64, agg []byte, err error) {
	e := w.e
	f := &Func{Name: "initializer", Op: op, body: r}
	if err := e.compile(f); err != nil {
		return 0, nil, err
	}
	t := e.MainThread()
	defer func() {
		if r := recover(); r != nil {
			if re, ok := r.(*RuntimeError); ok {
				err = re
				return
			}
			panic(r)
		}
	}()
	fr := t.enter(f, nil)
	t.exec(fr)
	word, agg = fr.ret, fr.retX
	fr.retX = nil
	t.leave(fr)
	return word, agg, nil
}

// SymbolAddr returns the address of a global or function of the module.
func (e *Engine) SymbolAddr(name string) (uint64, bool) {
	if g, ok := e.globals[name]; ok {
		return g.Alloc.Base, true
	}
	if f, ok := e.funcs[name]; ok {
		return f.Addr, true
	}
	return 0, false
}

// Func returns the function named name.
func (e *Engine) Func(name string) (*Func, bool) {
	f, ok := e.funcs[name]
	return f, ok
}

func (e *Engine) load() error {
	if e.module.NumRegions() == 0 || e.module.Region(0).Empty() {
		return nil
	}
	l := &Loader{e: e}
	for op := range e.module.Region(0).First().Ops() {
		d, ok := ir.Interface[Definer](op)
		if !ok {
			return op.Errorf("operation '%s' cannot be executed at module level", op.Name())
		}
		if err := d.Define(op, l); err != nil {
			return err
		}
	}
	// Lay out every type the module uses, so that named records are known
	// before a reference to them needs them.
	e.module.WalkAll(func(op *ir.Operation) {
		for _, r := range op.Results() {
			e.Types.Info(r.Type())
		}
		for _, a := range op.Attrs() {
			if ta, ok := a.Value.(ir.TypeAttr); ok {
				e.Types.Info(ta.Type)
			}
		}
	})
	names := make([]string, 0, len(e.globals))
	for n := range e.globals {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		g := e.globals[n]
		if g.init == nil {
			continue
		}
		w := &Init{e: e, Bytes: make([]byte, g.Alloc.Size), Base: g.Alloc.Base}
		if err := g.init(w); err != nil {
			return err
		}
		e.Mem.Write(g.Alloc.Base, w.Bytes)
		if g.tls {
			g.image = w.Bytes
		}
	}
	for _, g := range e.tlsGlobals {
		if g.image == nil {
			g.image = make([]byte, g.Alloc.Size)
		}
	}
	for _, f := range e.funcSeq {
		if f.body == nil {
			continue
		}
		if err := e.compile(f); err != nil {
			return err
		}
	}
	// Externals are resolved last: compiling may install runtimes (the omp
	// dialect's executors install the OpenMP runtime they need).
	for _, f := range e.funcSeq {
		if f.body == nil {
			f.ext = e.libc[f.Name]
		}
	}
	return nil
}

// NewThread returns a thread with its own stack.
func (e *Engine) NewThread(id int) *Thread {
	e.Mem.mu.Lock()
	lo := e.Mem.stackNext
	e.Mem.stackNext += stackSpan
	e.Mem.mu.Unlock()
	return &Thread{E: e, M: e.Mem, ID: id, regs: make([]uint64, 1<<16), stackLo: lo, stackTop: lo, stackHi: lo + e.opts.StackSize}
}

// SetObserver gives the thread an observer of its own (nil: none), in
// place of the memory's: a device model watches the threads that run a
// kernel and not the host's. The thread forgets its remembered page, so
// the new observer sees its next access, and tells the old observer of
// its flops (FlushFlops), so the new one sees only those from now on.
func (t *Thread) SetObserver(o Observer) {
	t.FlushFlops() // the old observer's flops are not the new one's
	t.obs, t.ownObs = o, true
	t.pc = pageCache{}
}

// Observer returns the observer that sees the thread's accesses.
func (t *Thread) Observer() Observer {
	if t.ownObs {
		return t.obs
	}
	return t.M.obs
}

// Trap stops the program with a located runtime error at op.
func (t *Thread) Trap(op *ir.Operation, format string, args ...any) {
	err := &RuntimeError{Msg: fmt.Sprintf(format, args...)}
	if op != nil {
		err.Loc = op.Loc()
	}
	for fr := t.cur; fr != nil && len(err.Trace) < 16; fr = fr.parent {
		if fr.callOp == nil {
			continue
		}
		caller := "a thread's start"
		if fr.parent != nil {
			caller = "'" + fr.parent.Fn.Name + "'"
		}
		s := "note: called from " + caller
		if l, ok := ir.FileLineCol(fr.callOp.Loc()); ok {
			s = l.String() + ": " + s
		}
		err.Trace = append(err.Trace, s)
	}
	panic(err)
}

// Trap stops the program with a runtime error at the instruction's op.
func (fr *Frame) Trap(in *Instr, format string, args ...any) int32 {
	fr.T.Trap(in.Op, format, args...)
	return -1
}

// MemFault stops the program for an invalid access of n bytes at a.
func (fr *Frame) MemFault(in *Instr, a, n uint64) int32 {
	if msg := fr.T.takeFault(); msg != "" {
		return fr.Trap(in, "%s", msg)
	}
	return fr.Trap(in, "%s", fr.T.M.Describe(a, n, fr.T.stackPtrs()))
}

func (t *Thread) stackPtrs() []*Allocation {
	out := make([]*Allocation, len(t.stack))
	for i := range t.stack {
		out[i] = &t.stack[i]
	}
	return out
}

// Call runs f with the given argument words and returns its result word.
// A runtime error, exit() or abort() comes back as an error.
func (t *Thread) Call(f *Func, args []uint64) (res uint64, err error) {
	defer func() {
		if r := recover(); r != nil {
			switch r := r.(type) {
			case *RuntimeError:
				err = r
			case *ExitError:
				err = r
			default:
				err = &RuntimeError{Msg: fmt.Sprintf("internal error of the engine: %v", r)}
				if t.cur != nil {
					err.(*RuntimeError).Msg += " in '" + t.cur.Fn.Name + "'"
				}
			}
		}
	}()
	return t.call(f, args, nil), nil
}

// call runs f from Go (the entry, or a callback such as qsort's).
func (t *Thread) call(f *Func, args []uint64, op *ir.Operation) uint64 {
	if f.body == nil {
		if f.ext == nil {
			t.Trap(op, "call to unknown external function '%s'", f.Name)
		}
		t.curOp = op
		return f.ext(&ExternCall{T: t, Op: op, Args: args, Fn: f})
	}
	fr := t.enter(f, op)
	for i, s := range f.params {
		if i < len(args) {
			fr.R[s] = args[i]
		}
	}
	if f.Variadic && len(args) > len(f.params) {
		fr.varargs = append(fr.varargs, args[len(f.params):]...)
	}
	t.exec(fr)
	r := fr.ret
	t.leave(fr)
	return r
}

// enter makes the frame of a call of f.
func (t *Thread) enter(f *Func, callOp *ir.Operation) *Frame {
	if t.depth >= t.E.opts.MaxDepth || t.stackTop+64 > t.stackHi {
		t.Trap(callOp, "stack overflow: %d nested calls, %d bytes of stack, calling '%s'", t.depth, t.stackTop-t.stackLo, f.Name)
	}
	var fr *Frame
	if t.depth < len(t.frames) {
		fr = t.frames[t.depth]
	} else {
		fr = &Frame{T: t}
		t.frames = append(t.frames, fr)
	}
	t.depth++
	n := f.nslots
	fr.regs, fr.regTop = t.regs, t.top
	if t.top+n > len(t.regs) {
		// A new block of registers; the old one stays with its frames.
		t.regs = make([]uint64, max(1<<16, 2*n))
		t.top = 0
	}
	fr.R = t.regs[t.top : t.top+n : t.top+n]
	t.top += n
	copy(fr.R, f.init)
	fr.Fn = f
	fr.mark = t.stackTop
	fr.nstack = len(t.stack)
	fr.callOp = callOp
	fr.parent = t.cur
	fr.varargs = fr.varargs[:0]
	t.stackTop += 64
	if f.nallocas > 0 {
		if cap(fr.allocas) >= f.nallocas {
			fr.allocas = fr.allocas[:f.nallocas]
			clear(fr.allocas)
		} else {
			fr.allocas = make([]uint64, f.nallocas)
		}
	}
	if f.hasAgg {
		fr.X = make([][]byte, n)
		for s, b := range f.aggInit {
			fr.X[s] = b
		}
	} else {
		fr.X = nil
	}
	t.cur = fr
	return fr
}

// leave pops the frame: its allocas are freed.
func (t *Thread) leave(fr *Frame) {
	for i := len(t.stack) - 1; i >= fr.nstack; i-- {
		a := &t.stack[i]
		t.M.setValid(a.Base, a.Size, false)
	}
	t.stack = t.stack[:fr.nstack]
	t.stackTop = fr.mark
	t.depth--
	t.regs, t.top = fr.regs, fr.regTop
	t.cur = fr.parent
}

// exec runs a frame to its return.
func (t *Thread) exec(fr *Frame) {
	code := fr.Fn.code
	if t.E.opts.Count {
		counts := fr.Fn.Counts
		for pc := int32(0); pc >= 0; {
			atomic.AddUint64(&counts[pc], 1)
			in := &code[pc]
			pc = in.Fn(fr, in)
		}
		return
	}
	for pc := int32(0); pc >= 0; {
		in := &code[pc]
		pc = in.Fn(fr, in)
	}
}

// Alloca allocates n bytes aligned to align on the thread's stack, freed
// when the current frame returns.
func (t *Thread) Alloca(op *ir.Operation, n, align uint64, name string) uint64 {
	a := t.reserve(op, n, align, name)
	t.stack = append(t.stack, Allocation{Base: a, Size: n, Kind: StackAlloc, Name: name, Op: op})
	t.M.setValid(a, n, true)
	return a
}

// reserve takes n bytes aligned to align of the thread's stack, freed when
// the current frame returns, and returns their address; the memory is not
// mapped (Alloca maps it).
func (t *Thread) reserve(op *ir.Operation, n, align uint64, name string) uint64 {
	if align < 8 {
		align = 8
	}
	a := alignUp(t.stackTop+redzone, align)
	if a+n+redzone > t.stackHi || n > t.E.opts.StackSize {
		t.Trap(op, "stack overflow: allocating %d bytes for '%s' with %d bytes of stack in use", n, name, t.stackTop-t.stackLo)
	}
	t.stackTop = a + n
	if t.stackTop-t.stackLo > t.maxStack {
		t.maxStack = t.stackTop - t.stackLo
	}
	return a
}

// RunMain runs the program's main as C starts it: with argc and argv
// built from argv when main takes them. It returns the exit status (main's
// result or exit's argument, as the low 8 bits a process reports); err is
// any other failure, a *RuntimeError for a fault of the program.
func (e *Engine) RunMain(argv []string) (code int, err error) {
	var args []uint64
	if f, ok := e.Func("main"); ok && len(f.Params) >= 2 {
		args = []uint64{uint64(len(argv)), e.MainArgs(argv)}
	}
	r, err := e.Run("main", args)
	if err == nil || errors.As(err, new(*ExitError)) {
		if derr := e.RunDestructors(); derr != nil {
			err = derr
		}
	}
	var exit *ExitError
	if errors.As(err, &exit) {
		return exit.Code & 0xff, nil
	}
	return int(r & 0xff), err
}

// Run runs the function named entry with the given arguments (as words)
// on the main thread, flushes the output, and returns its result word.
func (e *Engine) Run(entry string, args []uint64) (uint64, error) {
	f, ok := e.funcs[entry]
	if !ok || f.body == nil {
		return 0, fmt.Errorf("no function '%s' to run", entry)
	}
	if e.main == nil {
		e.main = e.NewThread(0)
	}
	if !e.started {
		e.started = true
		ctors := slices.Clone(e.ctors)
		slices.SortStableFunc(ctors, func(a, b structor) int { return cmp.Compare(a.priority, b.priority) })
		if err := e.runStructors(ctors); err != nil {
			e.Flush()
			return 0, err
		}
	}
	r, err := e.main.Call(f, args)
	e.Flush()
	return r, err
}

// RunDestructors runs the global destructors, as C does after main
// returns or the program calls exit: higher priorities first, equal ones
// in the reverse of their order.
func (e *Engine) RunDestructors() error {
	dtors := slices.Clone(e.dtors)
	slices.Reverse(dtors)
	slices.SortStableFunc(dtors, func(a, b structor) int { return cmp.Compare(b.priority, a.priority) })
	e.dtors = nil
	return e.runStructors(dtors)
}

// runStructors runs global constructors or destructors in order.
func (e *Engine) runStructors(list []structor) error {
	for _, s := range list {
		f, ok := e.funcs[s.name]
		if !ok || f.body == nil {
			return s.op.Errorf("no function '%s' to run as a global constructor or destructor", s.name)
		}
		if _, err := e.MainThread().Call(f, nil); err != nil {
			return err
		}
	}
	e.Flush()
	return nil
}

// Flush writes buffered output.
func (e *Engine) Flush() {
	e.outMu.Lock()
	defer e.outMu.Unlock()
	e.stdout.Flush()
	e.stderr.Flush()
	for _, w := range e.streams {
		w.Flush()
	}
}

// MainThread returns the thread Run uses.
func (e *Engine) MainThread() *Thread {
	if e.main == nil {
		e.main = e.NewThread(0)
	}
	return e.main
}

// Functions returns the module's functions in definition order.
// and then the bodies outlined from them (omp.parallel bodies, tasks).
func (e *Engine) Functions() []*Func {
	return append(append([]*Func(nil), e.funcSeq...), e.funcSeqBodies...)
}

// Code returns the compiled instructions of f (nil for a declaration).
func (f *Func) Code() []Instr { return f.code }

// StackPeak returns the most stack bytes the main thread used.
func (e *Engine) StackPeak() uint64 {
	if e.main == nil {
		return 0
	}
	return e.main.maxStack
}
