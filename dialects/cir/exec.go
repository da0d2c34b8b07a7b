package cir

import (
	"fmt"
	"math"

	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
)

// The engine's view of cir (package interp): C's layouts on LP64, and an
// executor per op. Structured statements become jumps: each region op
// pushes an execCtx that says what the region's terminators do.

// ExecType implements interp.Typer.
func (t IntType) ExecType(*interp.Types) (*interp.TypeInfo, error) {
	ti := interp.IntInfo(t.Width)
	ti.Signed = t.Signed
	return ti, nil
}

// ExecType implements interp.Typer.
func (BoolType) ExecType(*interp.Types) (*interp.TypeInfo, error) {
	return &interp.TypeInfo{Class: interp.Int, Bits: 1, Size: 1, Align: 1}, nil
}

// ExecType implements interp.Typer: long double is computed as a double
// (in a 16-byte slot of memory).
func (t FloatType) ExecType(*interp.Types) (*interp.TypeInfo, error) {
	switch t.Kind {
	case Float:
		return &interp.TypeInfo{Class: interp.F32, Bits: 32, Size: 4, Align: 4, IsFloat: true}, nil
	case Double:
		return &interp.TypeInfo{Class: interp.F64, Bits: 64, Size: 8, Align: 8, IsFloat: true}, nil
	}
	return &interp.TypeInfo{Class: interp.F64, Bits: 64, Size: 16, Align: 16, IsFloat: true}, nil
}

// ExecType implements interp.Typer (sizeof(void) is 1 in GNU C).
func (VoidType) ExecType(*interp.Types) (*interp.TypeInfo, error) { return interp.VoidInfo(), nil }

// ExecType implements interp.Typer.
func (t PointerType) ExecType(ts *interp.Types) (*interp.TypeInfo, error) {
	ts.Info(t.Pointee) // lay out the pointee early, for named records
	return interp.PtrInfo(), nil
}

// ExecType implements interp.Typer.
func (t ArrayType) ExecType(ts *interp.Types) (*interp.TypeInfo, error) {
	e, err := ts.Info(t.Elem)
	if err != nil {
		return nil, err
	}
	return interp.ArrayInfo(e, t.Len), nil
}

// ExecType implements interp.Typer.
func (FuncType) ExecType(*interp.Types) (*interp.TypeInfo, error) {
	return &interp.TypeInfo{Class: interp.Void, Size: 1, Align: 1}, nil
}

// ExecType implements interp.Typer: a reference to a named record takes
// the layout of its definition.
func (t RecordType) ExecType(ts *interp.Types) (*interp.TypeInfo, error) {
	key := fmt.Sprintf("cir %d %s", t.Kind, t.Name)
	if t.Incomplete {
		if ti, ok := ts.Named[key]; ok {
			return ti, nil
		}
		return nil, fmt.Errorf("record '%s' is incomplete", t.Name)
	}
	var ms []*interp.TypeInfo
	for _, m := range t.Members() {
		mi, err := ts.Info(m)
		if err != nil {
			return nil, err
		}
		ms = append(ms, mi)
	}
	var ti *interp.TypeInfo
	if t.Kind == Union {
		ti = interp.UnionInfo(ms)
	} else {
		ti = interp.StructInfo(ms, false)
	}
	if t.Name != "" {
		if _, ok := ts.Named[key]; !ok {
			ts.Named[key] = ti
		}
	}
	return ti, nil
}

// ExecExtension attaches the engine's executors to the cir ops.
func ExecExtension() ir.Extension {
	return ir.Extension{Name: "cir-exec", Dialects: []string{"cir"}, Apply: func(ctx *ir.Context) error {
		if err := interp.AttachDefiners(ctx, map[string]interp.Definer{
			FuncOpName:   interp.DefineFunc(func(op *ir.Operation, l *interp.Loader) error { return interp.DefineFunction(op, l, Void) }),
			GlobalOpName: interp.DefineFunc(execDefineGlobal),
		}); err != nil {
			return err
		}
		return interp.Attach(ctx, execModels())
	}}
}

func execDefineGlobal(op *ir.Operation, l *interp.Loader) error {
	g := GlobalOp{op}
	ti, err := l.Types().Info(g.SymType())
	if err != nil {
		return op.Errorf("%v", err)
	}
	if op.HasAttr("extern") {
		return l.DefineGlobal(g.Name(), op, ti, g.Alignment(), false, true, nil)
	}
	init := g.InitialValue()
	err = l.DefineGlobal(g.Name(), op, ti, g.Alignment(), g.IsConstant(), false, func(w *interp.Init) error {
		if init == nil {
			return nil
		}
		if err := execWriteConst(w.Bytes, 0, ti, init, w.Types(), w.SymbolAddr); err != nil {
			return op.Errorf("%v", err)
		}
		return nil
	})
	if err == nil && op.HasAttr(TLSAttr) {
		l.SetThreadLocal(g.Name())
	}
	return err
}

// execWriteConst writes the cir constant a of layout ti at b[off:].
func execWriteConst(b []byte, off int64, ti *interp.TypeInfo, a ir.Attribute, ts *interp.Types, addr func(string) (uint64, bool)) error {
	put := func(n int64, v uint64) {
		for i := int64(0); i < n && off+i < int64(len(b)); i++ {
			b[off+i] = byte(v >> (8 * i))
		}
	}
	switch a := a.(type) {
	case IntAttr:
		put(min(ti.Size, 8), a.Uint())
	case FPAttr:
		if ti.Class == interp.F32 {
			put(4, uint64(math.Float32bits(float32(a.Value()))))
		} else {
			put(8, math.Float64bits(a.Value()))
		}
	case BoolAttr:
		if a.Value {
			put(1, 1)
		}
	case NullAttr, ZeroAttr:
	case GlobalViewAttr:
		v, ok := addr(a.Symbol)
		if !ok {
			return fmt.Errorf("reference to undefined symbol '%s'", a.Symbol)
		}
		put(8, v)
	case ConstArrayAttr:
		if a.Elems == nil {
			copy(b[off:min(int64(len(b)), off+ti.Size)], a.Str)
			return nil
		}
		for i, e := range a.Elems.Elems() {
			et, eo, ok := ti.Element(int64(i))
			if !ok {
				break
			}
			if err := execWriteConst(b, off+eo, et, e, ts, addr); err != nil {
				return err
			}
		}
	case ConstStructAttr:
		for i, e := range a.Members.Elems() {
			et, eo, ok := ti.Element(int64(i))
			if !ok {
				break
			}
			if err := execWriteConst(b, off+eo, et, e, ts, addr); err != nil {
				return err
			}
		}
	default:
		return fmt.Errorf("constant %s is not supported by the engine yet", ir.AttrString(a))
	}
	return nil
}

// execCtx is what the terminators of the region being compiled do.
type execCtx struct {
	yield, cond func(op *ir.Operation, c *interp.Compiler) error
	brk, cont   *interp.Label
}

func execRegion(c *interp.Compiler, r *ir.Region, x *execCtx, empty *interp.Label) error {
	if r.Empty() {
		if empty != nil {
			c.Jump(empty)
		}
		return nil
	}
	c.Push(x)
	defer c.Pop()
	return c.CompileRegion(r)
}

func execJumpTo(l *interp.Label) func(op *ir.Operation, c *interp.Compiler) error {
	return func(op *ir.Operation, c *interp.Compiler) error { c.Jump(l); return nil }
}

func execYieldTo(res []*ir.Value, l *interp.Label) func(op *ir.Operation, c *interp.Compiler) error {
	return func(op *ir.Operation, c *interp.Compiler) error {
		if len(res) > 0 {
			c.Moves(c.Slots(res), c.Slots(op.Operands()))
		}
		c.Jump(l)
		return nil
	}
}

func execBranchOn(yes, no *interp.Label) func(op *ir.Operation, c *interp.Compiler) error {
	return func(op *ir.Operation, c *interp.Compiler) error {
		c.BranchIf(c.Slot(op.Operand(0)), yes, no)
		return nil
	}
}

func execInnermost(c *interp.Compiler, pick func(*execCtx) bool) *execCtx {
	cs := c.Contexts()
	for i := len(cs) - 1; i >= 0; i-- {
		if x, ok := cs[i].(*execCtx); ok && pick(x) {
			return x
		}
	}
	return nil
}

type execLabels struct{ m map[string]*interp.Label }

// execLabelsKey is the key of a function's labels in Compiler.Local (a
// key must be hashable: execLabels, holding a map, is not).
type execLabelsKey struct{}

func execLabel(c *interp.Compiler, name string) *interp.Label {
	ls := c.Local(execLabelsKey{}, func() any { return &execLabels{m: map[string]*interp.Label{}} }).(*execLabels)
	l, ok := ls.m[name]
	if !ok {
		l = c.NewLabel()
		ls.m[name] = l
	}
	return l
}

func ex(f func(op *ir.Operation, c *interp.Compiler) error) interp.Executable {
	return interp.ExecFunc(f)
}

func execInfo(c *interp.Compiler, v *ir.Value) (*interp.TypeInfo, error) { return c.Info(v.Type()) }

func execModels() map[string]interp.Executable {
	m := map[string]interp.Executable{}
	m[ReturnOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		if op.NumOperands() == 0 {
			c.Return(-1)
		} else {
			c.Return(c.Slot(op.Operand(0)))
		}
		return nil
	})
	m[CallOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		call := CallOp{op}
		res := int32(-1)
		if op.NumResults() == 1 {
			res = c.Slot(op.Result(0))
		}
		args := c.Slots(call.Args())
		if call.IsIndirect() {
			c.CallIndirect(c.Slot(call.CalleePtr()), args, res)
			return nil
		}
		name, _ := call.Callee()
		f, err := c.Callee(name)
		if err != nil {
			return err
		}
		c.Call(f, args, res)
		return nil
	})
	vaExecModels(m)
	m[AllocaOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		a := AllocaOp{op}
		ti, err := c.Info(a.AllocaType())
		if err != nil {
			return err
		}
		c.Alloca(c.Slot(op.Result(0)), ti.Size, max(a.Alignment(), ti.Align), -1, a.VarName())
		return nil
	})
	m[LoadOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := execInfo(c, op.Result(0))
		if err != nil {
			return err
		}
		return c.Load(c.Slot(op.Result(0)), c.Slot(op.Operand(0)), ti)
	})
	m[StoreOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := execInfo(c, op.Operand(0))
		if err != nil {
			return err
		}
		return c.Store(c.Slot(op.Operand(0)), c.Slot(op.Operand(1)), ti)
	})
	m[GetGlobalOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		return c.GlobalRef(op.Result(0), GetGlobalOp{op}.Name())
	})
	m[PtrStrideOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		p := PtrStrideOp{op}
		pt, _ := p.Base().Type().(PointerType)
		et, err := c.Info(pt.Pointee)
		if err != nil {
			return err
		}
		st, _ := p.Stride().Type().(IntType)
		c.PtrOffset(c.Slot(op.Result(0)), c.Slot(p.Base()), c.Slot(p.Stride()), st.Width, st.Signed, et.Size, 0)
		return nil
	})
	m[GetMemberOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		g := GetMemberOp{op}
		pt, _ := g.Addr().Type().(PointerType)
		rt, err := c.Info(pt.Pointee)
		if err != nil {
			return err
		}
		_, off, ok := rt.Element(int64(g.Index()))
		if !ok {
			return c.Errorf("member %d out of range", g.Index())
		}
		c.PtrOffset(c.Slot(op.Result(0)), c.Slot(g.Addr()), -1, 0, false, 0, off)
		return nil
	})
	m[ConstOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := execInfo(c, op.Result(0))
		if err != nil {
			return err
		}
		val := ConstOp{op}.Value()
		addr := func(name string) (uint64, bool) { return c.Engine().SymbolAddr(name) }
		if ti.Class == interp.Agg {
			b := make([]byte, ti.Size)
			if err := execWriteConst(b, 0, ti, val, c.Types(), addr); err != nil {
				return c.Errorf("%v", err)
			}
			c.SetConstAgg(op.Result(0), b)
			return nil
		}
		var b [16]byte
		if err := execWriteConst(b[:], 0, ti, val, c.Types(), addr); err != nil {
			return c.Errorf("%v", err)
		}
		var v uint64
		for i := 7; i >= 0; i-- {
			v = v<<8 | uint64(b[i])
		}
		c.SetConst(op.Result(0), v&ti.Mask())
		return nil
	})
	m[BinOpName] = ex(execBinOp)
	m[UnaryOpName] = ex(execUnary)
	m[CmpOpName] = ex(execCmp)
	m[CastOpName] = ex(execCast)
	m[SelectOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		c.Select(c.Slot(op.Result(0)), c.Slot(op.Operand(0)), c.Slot(op.Operand(1)), c.Slot(op.Operand(2)))
		return nil
	})
	m[TernaryOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		t, f, end := c.NewLabel(), c.NewLabel(), c.NewLabel()
		c.BranchIf(c.Slot(op.Operand(0)), t, f)
		y := &execCtx{yield: execYieldTo(op.Results(), end)}
		c.Bind(t)
		if err := execRegion(c, op.Region(0), y, end); err != nil {
			return err
		}
		c.Bind(f)
		if err := execRegion(c, op.Region(1), y, end); err != nil {
			return err
		}
		c.Bind(end)
		return nil
	})
	m[ScopeOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		end := c.NewLabel()
		if err := execRegion(c, op.Region(0), &execCtx{yield: execYieldTo(op.Results(), end)}, end); err != nil {
			return err
		}
		c.Bind(end)
		return nil
	})
	m[IfOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		t, f, end := c.NewLabel(), c.NewLabel(), c.NewLabel()
		c.BranchIf(c.Slot(op.Operand(0)), t, f)
		y := &execCtx{yield: execJumpTo(end)}
		c.Bind(t)
		if err := execRegion(c, op.Region(0), y, end); err != nil {
			return err
		}
		c.Bind(f)
		if err := execRegion(c, op.Region(1), y, end); err != nil {
			return err
		}
		c.Bind(end)
		return nil
	})
	m[ForOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		cond, body, step, end := c.NewLabel(), c.NewLabel(), c.NewLabel(), c.NewLabel()
		c.Bind(cond)
		if err := execRegion(c, op.Region(0), &execCtx{cond: execBranchOn(body, end)}, body); err != nil {
			return err
		}
		c.Bind(body)
		if err := execRegion(c, op.Region(1), &execCtx{yield: execJumpTo(step), brk: end, cont: step}, step); err != nil {
			return err
		}
		c.Bind(step)
		if err := execRegion(c, op.Region(2), &execCtx{yield: execJumpTo(cond)}, cond); err != nil {
			return err
		}
		c.Bind(end)
		return nil
	})
	m[WhileOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		cond, body, end := c.NewLabel(), c.NewLabel(), c.NewLabel()
		c.Bind(cond)
		if err := execRegion(c, op.Region(0), &execCtx{cond: execBranchOn(body, end)}, body); err != nil {
			return err
		}
		c.Bind(body)
		if err := execRegion(c, op.Region(1), &execCtx{yield: execJumpTo(cond), brk: end, cont: cond}, cond); err != nil {
			return err
		}
		c.Bind(end)
		return nil
	})
	m[DoOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		cond, body, end := c.NewLabel(), c.NewLabel(), c.NewLabel()
		c.Bind(body)
		if err := execRegion(c, op.Region(0), &execCtx{yield: execJumpTo(cond), brk: end, cont: cond}, cond); err != nil {
			return err
		}
		c.Bind(cond)
		if err := execRegion(c, op.Region(1), &execCtx{cond: execBranchOn(body, end)}, body); err != nil {
			return err
		}
		c.Bind(end)
		return nil
	})
	m[SwitchOpName] = ex(execSwitch)
	m[YieldOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		x := execInnermost(c, func(*execCtx) bool { return true })
		if x == nil || x.yield == nil {
			return c.Errorf("'cir.yield' outside of a region that it can end")
		}
		return x.yield(op, c)
	})
	m[ConditionOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		x := execInnermost(c, func(*execCtx) bool { return true })
		if x == nil || x.cond == nil {
			return c.Errorf("'cir.condition' outside of a loop condition")
		}
		return x.cond(op, c)
	})
	m[BreakOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		x := execInnermost(c, func(x *execCtx) bool { return x.brk != nil })
		if x == nil {
			return c.Errorf("'cir.break' outside of a loop or switch")
		}
		c.Jump(x.brk)
		return nil
	})
	m[ContinueOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		x := execInnermost(c, func(x *execCtx) bool { return x.cont != nil })
		if x == nil {
			return c.Errorf("'cir.continue' outside of a loop")
		}
		c.Jump(x.cont)
		return nil
	})
	m[LabelOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		s, _ := op.Attr("label").(ir.StringAttr)
		c.Bind(execLabel(c, s.Value))
		return nil
	})
	m[GotoOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		s, _ := op.Attr("label").(ir.StringAttr)
		c.Jump(execLabel(c, s.Value))
		return nil
	})
	return m
}

func execSwitch(op *ir.Operation, c *interp.Compiler) error {
	sw := SwitchOp{op}
	cases, ok := sw.Cases()
	if !ok || len(cases) != op.NumRegions() {
		return c.Errorf("malformed cases")
	}
	ti, err := execInfo(c, sw.Condition())
	if err != nil {
		return err
	}
	m := ti.Mask()
	end := c.NewLabel()
	labels := make([]*interp.Label, len(cases))
	for i := range labels {
		labels[i] = c.NewLabel()
	}
	var vals []uint64
	var which []int
	def := -1
	for i, k := range cases {
		if k.Kind == CaseDefault {
			def = i
		}
		for _, v := range k.Values {
			vals = append(vals, uint64(v)&m)
			which = append(which, i)
		}
	}
	targets := make([]int32, len(cases))
	pc := c.Emit(interp.Instr{A: c.Slot(sw.Condition()), Fn: func(fr *interp.Frame, in *interp.Instr) int32 {
		v := fr.R[in.A] & m
		for i, cv := range vals {
			if cv == v {
				return targets[which[i]]
			}
		}
		return in.T
	}})
	if def >= 0 {
		c.Target(pc, interp.FieldT, labels[def])
	} else {
		c.Target(pc, interp.FieldT, end)
	}
	for i := range cases {
		c.Bind(labels[i])
		targets[i] = c.PC()
		next := end
		if i+1 < len(cases) {
			next = labels[i+1]
		}
		if err := execRegion(c, op.Region(i), &execCtx{yield: execJumpTo(next), brk: end}, next); err != nil {
			return err
		}
	}
	c.Bind(end)
	return nil
}

func execBinOp(op *ir.Operation, c *interp.Compiler) error {
	b := BinOp{op}
	ti, err := execInfo(c, op.Result(0))
	if err != nil {
		return err
	}
	d, l, r := c.Slot(op.Result(0)), c.Slot(b.Lhs()), c.Slot(b.Rhs())
	if ti.IsFloat {
		var k interp.FloatOp
		switch b.Kind() {
		case BinAdd:
			k = interp.FAdd
		case BinSub:
			k = interp.FSub
		case BinMul:
			k = interp.FMul
		case BinDiv:
			k = interp.FDiv
		case BinRem:
			k = interp.FRem
		default:
			return c.Errorf("binop %s on floats", b.Kind())
		}
		c.FloatBinary(k, ti.Bits, d, l, r)
		return nil
	}
	if ti.Class != interp.Int {
		return c.Errorf("binop on a non-arithmetic type")
	}
	k := map[BinOpKind]interp.IntOp{BinAdd: interp.Add, BinSub: interp.Sub, BinMul: interp.Mul, BinAnd: interp.And,
		BinOr: interp.Or, BinXor: interp.Xor, BinShl: interp.Shl}[b.Kind()]
	switch b.Kind() {
	case BinDiv:
		k = interp.UDiv
		if ti.Signed {
			k = interp.SDiv
		}
	case BinRem:
		k = interp.URem
		if ti.Signed {
			k = interp.SRem
		}
	case BinShr:
		k = interp.LShr
		if ti.Signed {
			k = interp.AShr
		}
	}
	c.IntBinary(k, ti.Bits, d, l, r)
	return nil
}

func execUnary(op *ir.Operation, c *interp.Compiler) error {
	u := UnaryOp{op}
	ti, err := execInfo(c, op.Result(0))
	if err != nil {
		return err
	}
	d, a := c.Slot(op.Result(0)), c.Slot(u.Input())
	if ti.IsFloat {
		one := math.Float64bits(1)
		if ti.Class == interp.F32 {
			one = uint64(math.Float32bits(1))
		}
		switch u.Kind() {
		case UnaryInc:
			c.FloatBinary(interp.FAdd, ti.Bits, d, a, c.ConstSlot(one))
		case UnaryDec:
			c.FloatBinary(interp.FSub, ti.Bits, d, a, c.ConstSlot(one))
		case UnaryPlus:
			c.Move(d, a)
		case UnaryMinus:
			c.FNeg(ti.Bits, d, a)
		default:
			return c.Errorf("unary %s on a float", u.Kind())
		}
		return nil
	}
	switch u.Kind() {
	case UnaryInc:
		c.IntImm(interp.Add, ti.Bits, d, a, 1)
	case UnaryDec:
		c.IntImm(interp.Sub, ti.Bits, d, a, 1)
	case UnaryPlus:
		c.Move(d, a)
	case UnaryMinus:
		c.IntBinary(interp.Sub, ti.Bits, d, c.ConstSlot(0), a)
	case UnaryNot:
		c.IntImm(interp.Xor, ti.Bits, d, a, ti.Mask())
	case UnaryLNot:
		c.IntImm(interp.Xor, ti.Bits, d, a, 1)
	}
	return nil
}

func execCmp(op *ir.Operation, c *interp.Compiler) error {
	k := CmpOp{op}.Kind()
	ti, err := execInfo(c, op.Operand(0))
	if err != nil {
		return err
	}
	d, l, r := c.Slot(op.Result(0)), c.Slot(op.Operand(0)), c.Slot(op.Operand(1))
	if ti.IsFloat {
		p := [...]interp.FPred{CmpLT: interp.FOLT, CmpLE: interp.FOLE, CmpGT: interp.FOGT, CmpGE: interp.FOGE, CmpEQ: interp.FOEQ, CmpNE: interp.FUNE}[k]
		c.FCmp(p, ti.Bits, d, l, r)
		return nil
	}
	var p interp.Pred
	if ti.Signed {
		p = [...]interp.Pred{CmpLT: interp.SLT, CmpLE: interp.SLE, CmpGT: interp.SGT, CmpGE: interp.SGE, CmpEQ: interp.EQ, CmpNE: interp.NE}[k]
	} else {
		p = [...]interp.Pred{CmpLT: interp.ULT, CmpLE: interp.ULE, CmpGT: interp.UGT, CmpGE: interp.UGE, CmpEQ: interp.EQ, CmpNE: interp.NE}[k]
	}
	c.ICmp(p, ti.Bits, d, l, r)
	return nil
}

func execCast(op *ir.Operation, c *interp.Compiler) error {
	k := CastOp{op}.Kind()
	from, err := execInfo(c, op.Operand(0))
	if err != nil {
		return err
	}
	to, err := execInfo(c, op.Result(0))
	if err != nil {
		return err
	}
	d, s := c.Slot(op.Result(0)), c.Slot(op.Operand(0))
	switch k {
	case CastIntegral, CastIntToPtr, CastPtrToInt, CastBoolToInt:
		switch {
		case to.Bits < from.Bits:
			c.Cast(interp.Trunc, from.Bits, to.Bits, d, s)
		case to.Bits > from.Bits && from.Signed:
			c.Cast(interp.SExt, from.Bits, to.Bits, d, s)
		default:
			c.Move(d, s)
		}
	case CastFloating:
		if to.Bits > from.Bits {
			c.Cast(interp.FPExt, from.Bits, to.Bits, d, s)
		} else {
			c.Cast(interp.FPTrunc, from.Bits, to.Bits, d, s)
		}
	case CastIntToFloat, CastBoolToFloat:
		if from.Signed {
			c.Cast(interp.SIToFP, from.Bits, to.Bits, d, s)
		} else {
			c.Cast(interp.UIToFP, from.Bits, to.Bits, d, s)
		}
	case CastFloatToInt:
		if to.Signed {
			c.Cast(interp.FPToSI, from.Bits, to.Bits, d, s)
		} else {
			c.Cast(interp.FPToUI, from.Bits, to.Bits, d, s)
		}
	case CastIntToBool, CastPtrToBool:
		c.ICmp(interp.NE, from.Bits, d, s, c.ConstSlot(0))
	case CastFloatToBool:
		c.FCmp(interp.FUNE, from.Bits, d, s, c.ConstSlot(0))
	default: // array_to_ptrdecay, bitcast, null_to_ptr
		c.Move(d, s)
	}
	return nil
}

// C's variable arguments, on the engine's va_list state (interp/vararg.go).
func vaExecModels(m map[string]interp.Executable) {
	m[VaStartOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		c.VaStart(op, op.Operand(0))
		return nil
	})
	m[VaEndOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		c.VaEnd(op, op.Operand(0))
		return nil
	})
	m[VaCopyOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		c.VaCopy(op, op.Operand(1), op.Operand(0)) // cir.va.copy %src, %dst
		return nil
	})
	m[VaArgOpName] = ex(func(op *ir.Operation, c *interp.Compiler) error {
		return c.VaArg(op, op.Operand(0), op.Result(0))
	})
}
