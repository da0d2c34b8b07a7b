package interp

import (
	"fmt"

	"github.com/strata-ir/strata/ir"
)

// Compiler translates one function into instructions. Dialects' Compile
// models call its methods; nothing here runs per executed op.
type Compiler struct {
	e        *Engine
	f        *Func
	code     []Instr
	slots    map[*ir.Value]int32
	init     []uint64
	aggInit  map[int32][]byte
	aggSlots map[int32]bool
	hasAgg   bool
	blocks   map[*ir.Block]*Label
	ctx      []any
	op       *ir.Operation
	local    map[any]any
	bodies   []*Body
	// jumps are the pcs of the plain jumps of the code being compiled,
	// targets the label fields patched in it: what jump threading
	// (thread) may rewrite.
	jumps   map[int32]bool
	targets []labelRef
}

// Label is a position in the code, possibly not known yet.
type Label struct {
	pc   int32
	refs []labelRef
}

type labelRef struct {
	pc    int32
	field uint8
}

// Which field of an instruction a label patches.
const (
	FieldN = iota
	FieldT
	FieldF
)

func (e *Engine) compile(f *Func) error {
	c := &Compiler{e: e, f: f, slots: map[*ir.Value]int32{}, blocks: map[*ir.Block]*Label{}, aggInit: map[int32][]byte{}, aggSlots: map[int32]bool{}, local: map[any]any{}, jumps: map[int32]bool{}}
	entry := f.body.First()
	if entry == nil {
		return f.Op.Errorf("function '%s' has no body", f.Name)
	}
	for _, a := range entry.Arguments() {
		s := c.Slot(a)
		f.params = append(f.params, s)
	}
	c.op = f.Op
	if err := c.CompileRegion(f.body); err != nil {
		return err
	}
	// Falling off the end (a region without a terminator) is an error.
	c.op = f.Op
	c.EmitTrap("control reached the end of function '%s' without a return", f.Name)
	for _, l := range c.blocks {
		if l.pc < 0 && len(l.refs) > 0 {
			return f.Op.Errorf("internal error: unbound block label")
		}
	}
	c.thread(c.code)
	f.code = c.code
	f.nslots = len(c.init)
	f.init = c.init
	f.hasAgg = c.hasAgg
	if len(c.aggInit) > 0 {
		f.aggInit = c.aggInit
	}
	f.Counts = make([]uint64, len(c.code))
	f.compiled = true
	c.finishBodies()
	return nil
}

// Engine returns the engine.
func (c *Compiler) Engine() *Engine { return c.e }

// Optimize reports whether dialects may translate ops to fewer, fused
// instructions (keep locals in slots, fold address arithmetic into loads
// and compares into branches). It is off when the engine counts what it
// executes (--stats, --trace): the counts are then those of the plain
// translation, an op (mostly) an instruction, a measure of the program's
// work that does not change with the engine's optimizations.
func (c *Compiler) Optimize() bool { return !c.e.opts.Count }

// Body returns the region being compiled as the function's body (an
// initializer's region for a global).
func (c *Compiler) Body() *ir.Region { return c.f.body }

// Alias makes v live in slot s (an existing slot, typically a local
// variable kept in a slot): the op defining v then writes s, and its uses
// read s. It reports false, and does nothing, when v has a slot already.
// The dialect that aliases must make sure s is not written between the
// definition of v and its last use, other than by that definition.
func (c *Compiler) Alias(v *ir.Value, s int32) bool {
	if _, ok := c.slots[v]; ok {
		return false
	}
	c.slots[v] = s
	return true
}

// Func returns the function being compiled.
func (c *Compiler) Func() *Func { return c.f }

// Types returns the module's type layouts.
func (c *Compiler) Types() *Types { return c.e.Types }

// Info returns the layout of t, as a located error at the current op when
// the engine cannot handle it.
func (c *Compiler) Info(t ir.Type) (*TypeInfo, error) {
	ti, err := c.e.Types.Info(t)
	if err != nil {
		return nil, c.Errorf("%v", err)
	}
	return ti, nil
}

// Errorf returns a located error at the op being compiled.
func (c *Compiler) Errorf(format string, args ...any) error {
	if c.op == nil {
		return fmt.Errorf(format, args...)
	}
	return c.op.Errorf(format, args...)
}

// Op returns the op being compiled.
func (c *Compiler) Op() *ir.Operation { return c.op }

// Slot returns the slot of v, giving it one on first use.
func (c *Compiler) Slot(v *ir.Value) int32 {
	if s, ok := c.slots[v]; ok {
		return s
	}
	s := c.NewSlot()
	c.slots[v] = s
	if ti, err := c.e.Types.Info(v.Type()); err == nil && ti.Class == Agg {
		c.hasAgg = true
		c.aggSlots[s] = true
	}
	return s
}

// Slots returns the slots of vs.
func (c *Compiler) Slots(vs []*ir.Value) []int32 {
	out := make([]int32, len(vs))
	for i, v := range vs {
		out[i] = c.Slot(v)
	}
	return out
}

// NewSlot returns a fresh slot (a temporary).
func (c *Compiler) NewSlot() int32 {
	c.init = append(c.init, 0)
	return int32(len(c.init) - 1)
}

// MarkAgg says slot s holds aggregates.
func (c *Compiler) MarkAgg(s int32) { c.hasAgg = true; c.aggSlots[s] = true }

// IsAgg reports whether slot s holds aggregates.
func (c *Compiler) IsAgg(s int32) bool { return c.aggSlots[s] }

// SetConst makes v a constant: its slot holds bits from the frame's start,
// and no instruction runs for it.
func (c *Compiler) SetConst(v *ir.Value, bits uint64) {
	c.init[c.Slot(v)] = bits
}

// ConstSlot returns a fresh slot holding bits.
func (c *Compiler) ConstSlot(bits uint64) int32 {
	s := c.NewSlot()
	c.init[s] = bits
	return s
}

// SetConstAgg makes v an aggregate constant of the given bytes.
func (c *Compiler) SetConstAgg(v *ir.Value, b []byte) {
	s := c.Slot(v)
	c.MarkAgg(s)
	c.aggInit[s] = b
}

// Emit appends an instruction (its N is the next one, its Op the op being
// compiled unless set) and returns its index.
func (c *Compiler) Emit(in Instr) int32 {
	pc := int32(len(c.code))
	in.N = pc + 1
	if in.Op == nil {
		in.Op = c.op
	}
	c.code = append(c.code, in)
	return pc
}

// PC returns the index the next instruction will have.
func (c *Compiler) PC() int32 { return int32(len(c.code)) }

// NewLabel returns an unbound label.
func (c *Compiler) NewLabel() *Label { return &Label{pc: -1} }

// Bind binds l to the next instruction.
func (c *Compiler) Bind(l *Label) {
	l.pc = c.PC()
	for _, r := range l.refs {
		c.patch(r, l.pc)
	}
	l.refs = nil
}

func (c *Compiler) patch(r labelRef, pc int32) {
	if r.field != FieldN {
		c.targets = append(c.targets, r)
	}
	in := &c.code[r.pc]
	switch r.field {
	case FieldN:
		in.N = pc
	case FieldT:
		in.T = pc
	case FieldF:
		in.F = pc
	}
}

// Target makes field of instruction pc jump to l.
func (c *Compiler) Target(pc int32, field uint8, l *Label) {
	if l.pc >= 0 {
		c.patch(labelRef{pc, field}, l.pc)
		return
	}
	l.refs = append(l.refs, labelRef{pc, field})
}

func execJump(fr *Frame, in *Instr) int32 { return in.N }

// Jump emits a jump to l.
func (c *Compiler) Jump(l *Label) {
	pc := c.Emit(Instr{Fn: execJump})
	c.jumps[pc] = true
	c.Target(pc, FieldN, l)
}

// thread makes the instructions that continue at a plain jump continue
// at the jump's destination (jump threading), so that a block's
// fall-through into the next one or a loop's back edge costs no
// instruction. N is always where an instruction continues; T and F only
// where a label was patched (elsewhere they are operands).
func (c *Compiler) thread(code []Instr) {
	if !c.Optimize() || len(c.jumps) == 0 {
		return
	}
	dest := func(pc int32) int32 {
		// A bounded walk: a loop of jumps (for (;;);) stays as it is.
		for i := 0; i < 16 && pc >= 0 && int(pc) < len(code) && c.jumps[pc]; i++ {
			pc = code[pc].N
		}
		return pc
	}
	for pc := range code {
		code[pc].N = dest(code[pc].N)
	}
	for _, r := range c.targets {
		in := &code[r.pc]
		switch r.field {
		case FieldT:
			in.T = dest(in.T)
		case FieldF:
			in.F = dest(in.F)
		}
	}
}

func execBranchIf(fr *Frame, in *Instr) int32 {
	if fr.R[in.A] != 0 {
		return in.T
	}
	return in.F
}

// BranchIf emits a jump to t when slot cond is non-zero, else to f.
func (c *Compiler) BranchIf(cond int32, t, f *Label) {
	pc := c.Emit(Instr{Fn: execBranchIf, A: cond})
	c.Target(pc, FieldT, t)
	c.Target(pc, FieldF, f)
}

// BlockLabel returns the label of a block.
func (c *Compiler) BlockLabel(b *ir.Block) *Label {
	l, ok := c.blocks[b]
	if !ok {
		l = c.NewLabel()
		c.blocks[b] = l
	}
	return l
}

// Branch emits the moves of args into dest's arguments and a jump to it.
func (c *Compiler) Branch(dest *ir.Block, args []*ir.Value) {
	c.Moves(c.Slots(dest.Arguments()), c.Slots(args))
	c.Jump(c.BlockLabel(dest))
}

// CondBranch emits a two-way branch with block arguments.
func (c *Compiler) CondBranch(cond int32, t *ir.Block, targs []*ir.Value, f *ir.Block, fargs []*ir.Value) {
	if len(targs) == 0 && len(fargs) == 0 {
		c.BranchIf(cond, c.BlockLabel(t), c.BlockLabel(f))
		return
	}
	lt, lf := c.NewLabel(), c.NewLabel()
	c.BranchIf(cond, lt, lf)
	c.Bind(lt)
	c.Branch(t, targs)
	c.Bind(lf)
	c.Branch(f, fargs)
}

func execMove(fr *Frame, in *Instr) int32 {
	fr.R[in.A] = fr.R[in.B]
	return in.N
}

func execMoveAgg(fr *Frame, in *Instr) int32 {
	fr.X[in.A] = fr.X[in.B]
	return in.N
}

// Move emits dst = src.
func (c *Compiler) Move(dst, src int32) {
	if dst == src {
		return
	}
	if c.aggSlots[src] || c.aggSlots[dst] {
		c.MarkAgg(dst)
		c.Emit(Instr{Fn: execMoveAgg, A: dst, B: src})
		return
	}
	c.Emit(Instr{Fn: execMove, A: dst, B: src})
}

// Moves emits the parallel assignment dst[i] = src[i] (through temporaries
// when a destination is also a source).
func (c *Compiler) Moves(dst, src []int32) {
	srcSet := map[int32]bool{}
	for i, s := range src {
		if dst[i] != s {
			srcSet[s] = true
		}
	}
	conflict := false
	for i, d := range dst {
		if d != src[i] && srcSet[d] {
			conflict = true
		}
	}
	if !conflict {
		for i := range dst {
			c.Move(dst[i], src[i])
		}
		return
	}
	tmp := make([]int32, len(src))
	for i, s := range src {
		tmp[i] = c.NewSlot()
		if c.aggSlots[s] {
			c.MarkAgg(tmp[i])
		}
		c.Move(tmp[i], s)
	}
	for i := range dst {
		c.Move(dst[i], tmp[i])
	}
}

// Push pushes a dialect's region context (what its terminators mean).
func (c *Compiler) Push(x any) { c.ctx = append(c.ctx, x) }

// Pop pops the innermost region context.
func (c *Compiler) Pop() { c.ctx = c.ctx[:len(c.ctx)-1] }

// Contexts returns the region contexts, innermost last.
func (c *Compiler) Contexts() []any { return c.ctx }

// Local returns the per-function value of a dialect under key, made by mk
// on first use.
func (c *Compiler) Local(key any, mk func() any) any {
	v, ok := c.local[key]
	if !ok {
		v = mk()
		c.local[key] = v
	}
	return v
}

// CompileRegion compiles the blocks of r in order, each at its label.
func (c *Compiler) CompileRegion(r *ir.Region) error {
	for _, b := range r.Blocks() {
		if err := c.CompileBlock(b); err != nil {
			return err
		}
	}
	return nil
}

// CompileBlock binds b's label and compiles its ops.
func (c *Compiler) CompileBlock(b *ir.Block) error {
	c.Bind(c.BlockLabel(b))
	for op := range b.Ops() {
		if err := c.CompileOp(op); err != nil {
			return err
		}
	}
	return nil
}

// CompileOp compiles one op through its Executable model; an op without
// one becomes a runtime error if it is reached.
func (c *Compiler) CompileOp(op *ir.Operation) error {
	saved := c.op
	c.op = op
	defer func() { c.op = saved }()
	x, ok := ir.Interface[Executable](op)
	if !ok {
		c.EmitTrap("operation '%s' is not supported by the engine yet", op.Name())
		for _, r := range op.Results() {
			c.Slot(r)
		}
		return nil
	}
	return x.Compile(op, c)
}

// EmitTrap emits an instruction that stops the program with a runtime
// error at the current op.
func (c *Compiler) EmitTrap(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	c.Emit(Instr{Fn: func(fr *Frame, in *Instr) int32 { return fr.Trap(in, "%s", msg) }})
}

// Callee returns the function named name, for a direct call.
func (c *Compiler) Callee(name string) (*Func, error) {
	f, ok := c.e.funcs[name]
	if !ok {
		return nil, c.Errorf("call to undefined function '%s'", name)
	}
	return f, nil
}

// GlobalRef makes v the address of the global or function name: a
// constant, or for a thread-local global the executing thread's copy.
func (c *Compiler) GlobalRef(v *ir.Value, name string) error {
	if g, ok := c.e.globals[name]; ok && g.tls {
		op := c.op
		c.Emit(Instr{A: c.Slot(v), Op: op, Fn: func(fr *Frame, in *Instr) int32 {
			a, err := fr.T.threadCopy(g)
			if err != nil {
				return fr.Trap(in, "%v", err)
			}
			fr.R[in.A] = a
			return in.N
		}})
		return nil
	}
	a, err := c.GlobalAddr(name)
	if err != nil {
		return err
	}
	c.SetConst(v, a)
	return nil
}

// GlobalAddr returns the address of a global or function.
func (c *Compiler) GlobalAddr(name string) (uint64, error) {
	a, ok := c.e.SymbolAddr(name)
	if !ok {
		return 0, c.Errorf("reference to undefined symbol '%s'", name)
	}
	return a, nil
}
