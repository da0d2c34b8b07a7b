package llvm

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"

	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
)

// The engine's view of the llvm dialect (package interp): type layouts,
// functions and globals, and an executor per op.

// ExecType implements interp.Typer.
func (PointerType) ExecType(*interp.Types) (*interp.TypeInfo, error) { return interp.PtrInfo(), nil }

// ExecType implements interp.Typer.
func (VoidType) ExecType(*interp.Types) (*interp.TypeInfo, error) { return interp.VoidInfo(), nil }

// ExecType implements interp.Typer.
func (t ArrayType) ExecType(ts *interp.Types) (*interp.TypeInfo, error) {
	e, err := ts.Info(t.Elem)
	if err != nil {
		return nil, err
	}
	return interp.ArrayInfo(e, t.Len), nil
}

// ExecType implements interp.Typer.
func (t StructType) ExecType(ts *interp.Types) (*interp.TypeInfo, error) {
	if t.Opaque {
		return nil, fmt.Errorf("opaque struct '%s' has no layout", t.Name)
	}
	var ms []*interp.TypeInfo
	for _, f := range t.Fields() {
		m, err := ts.Info(f)
		if err != nil {
			return nil, err
		}
		ms = append(ms, m)
	}
	return interp.StructInfo(ms, t.Packed), nil
}

// ExecType implements interp.Typer.
func (FuncType) ExecType(*interp.Types) (*interp.TypeInfo, error) {
	return &interp.TypeInfo{Class: interp.Void, Size: 1, Align: 1}, nil
}

// ExecExtension attaches the engine's executors to the llvm ops.
func ExecExtension() ir.Extension {
	return ir.Extension{Name: "llvm-exec", Dialects: []string{"llvm"}, Apply: func(ctx *ir.Context) error {
		if err := interp.AttachDefiners(ctx, map[string]interp.Definer{
			FuncOpName:        interp.DefineFunc(func(op *ir.Operation, l *interp.Loader) error { return interp.DefineFunction(op, l, Void) }),
			GlobalOpName:      interp.DefineFunc(defineGlobal),
			GlobalCtorsOpName: defineStructors("ctors", false),
			GlobalDtorsOpName: defineStructors("dtors", true),
		}); err != nil {
			return err
		}
		return interp.Attach(ctx, execModels())
	}}
}

// defineStructors registers the functions of llvm.mlir.global_ctors
// (or _dtors) with their priorities.
func defineStructors(list string, dtor bool) interp.Definer {
	return interp.DefineFunc(func(op *ir.Operation, l *interp.Loader) error {
		fns, _ := op.Attr(list).(*ir.ArrayAttr)
		prios, _ := op.Attr(PrioritiesAttr).(*ir.ArrayAttr)
		for i, a := range fns.Elems() {
			ref, _ := a.(ir.SymbolRefAttr)
			p, _ := prios.Elems()[i].(ir.IntegerAttr)
			l.AddStructor(ref.Leaf(), p.Int64(), dtor, op)
		}
		return nil
	})
}

func defineGlobal(op *ir.Operation, l *interp.Loader) error {
	g := GlobalOp{op}
	ti, err := l.Types().Info(g.Type())
	if err != nil {
		return op.Errorf("%v", err)
	}
	if g.IsDeclaration() {
		return l.DefineGlobal(g.Name(), op, ti, g.Alignment(), false, true, nil)
	}
	if op.HasAttr(ThreadLocalAttr) {
		defer l.SetThreadLocal(g.Name())
	}
	return l.DefineGlobal(g.Name(), op, ti, g.Alignment(), g.IsConstant(), false, func(w *interp.Init) error {
		if v := g.Value(); v != nil {
			return WriteConst(w.Bytes, 0, ti, v, w.Types())
		}
		if g.Region(0).Empty() {
			return nil
		}
		word, agg, err := w.Eval(op, g.Region(0))
		if err != nil {
			return err
		}
		if agg != nil {
			copy(w.Bytes, agg)
		} else {
			w.PutUint(0, int(min(ti.Size, 8)), word)
		}
		return nil
	})
}

// WriteConst writes the constant attribute a of layout ti at b[off:].
func WriteConst(b []byte, off int64, ti *interp.TypeInfo, a ir.Attribute, ts *interp.Types) error {
	put := func(off int64, n int64, v uint64) {
		for i := int64(0); i < n && off+i < int64(len(b)); i++ {
			b[off+i] = byte(v >> (8 * i))
		}
	}
	switch a := a.(type) {
	case ir.IntegerAttr:
		put(off, min(ti.Size, 8), a.Uint64())
	case ir.FloatAttr:
		if ti.Class == interp.F32 {
			put(off, 4, uint64(math.Float32bits(float32(a.Value()))))
		} else {
			put(off, 8, math.Float64bits(a.Value()))
		}
	case ir.StringAttr:
		copy(b[off:], a.Value)
	case *ir.DenseElementsAttr:
		// Values are flat, in row-major order, over nested arrays.
		vals := a.Values()
		leaf := ti
		for leaf.Elem != nil {
			leaf = leaf.Elem
		}
		if leaf == ti || len(vals) == 0 {
			return fmt.Errorf("dense constant of a non-array type")
		}
		n := ti.Size / leaf.Size
		for i := int64(0); i < n; i++ {
			v := vals[0]
			if !a.IsSplat() {
				if int(i) >= len(vals) {
					break
				}
				v = vals[i]
			}
			if err := WriteConst(b, off+i*leaf.Size, leaf, v, ts); err != nil {
				return err
			}
		}
	case *ir.ArrayAttr:
		for i, e := range a.Elems() {
			et, eoff, ok := ti.Element(int64(i))
			if !ok {
				break
			}
			if err := WriteConst(b, off+eoff, et, e, ts); err != nil {
				return err
			}
		}
	default:
		return fmt.Errorf("constant %s is not supported by the engine yet", ir.AttrString(a))
	}
	return nil
}

// x makes f an op's executor; the function's plan is made before its
// first op compiles.
func x(f func(op *ir.Operation, c *interp.Compiler) error) interp.Executable {
	return interp.ExecFunc(func(op *ir.Operation, c *interp.Compiler) error {
		planOf(c)
		return f(op, c)
	})
}

// folded reports whether op is folded into its only user, which compiles
// it.
func folded(c *interp.Compiler, op *ir.Operation) bool { return planOf(c).elided[op] }

func info(c *interp.Compiler, v *ir.Value) (*interp.TypeInfo, error) { return c.Info(v.Type()) }

func intBinOp(k interp.IntOp) interp.Executable {
	return x(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := info(c, op.Result(0))
		if err != nil {
			return err
		}
		if !ti.Scalar() {
			return c.Errorf("vector arithmetic is not supported by the engine yet")
		}
		c.IntBinary(k, ti.Bits, c.Slot(op.Result(0)), c.Slot(op.Operand(0)), c.Slot(op.Operand(1)))
		return nil
	})
}

func floatBinOp(k interp.FloatOp) interp.Executable {
	return x(func(op *ir.Operation, c *interp.Compiler) error {
		if folded(c, op) {
			return nil
		}
		ti, err := info(c, op.Result(0))
		if err != nil {
			return err
		}
		if !ti.Scalar() {
			return c.Errorf("vector arithmetic is not supported by the engine yet")
		}
		if k == interp.FAdd {
			// An fmul folded into this fadd.
			for i := range 2 {
				if m := op.Operand(i).DefiningOp(); m != nil && folded(c, m) {
					c.FMulAdd(c.Slot(op.Result(0)), c.Slot(op.Operand(1-i)), c.Slot(m.Operand(0)), c.Slot(m.Operand(1)), i == 0)
					return nil
				}
			}
		}
		c.FloatBinary(k, ti.Bits, c.Slot(op.Result(0)), c.Slot(op.Operand(0)), c.Slot(op.Operand(1)))
		return nil
	})
}

func castOp(k interp.CastOp) interp.Executable {
	return x(func(op *ir.Operation, c *interp.Compiler) error {
		from, err := info(c, op.Operand(0))
		if err != nil {
			return err
		}
		to, err := info(c, op.Result(0))
		if err != nil {
			return err
		}
		if k == interp.SExt && folded(c, op) {
			return nil
		}
		if !from.Scalar() || !to.Scalar() {
			if k == interp.Bitcast {
				c.Move(c.Slot(op.Result(0)), c.Slot(op.Operand(0)))
				return nil
			}
			return c.Errorf("vector casts are not supported by the engine yet")
		}
		c.Cast(k, from.Bits, to.Bits, c.Slot(op.Result(0)), c.Slot(op.Operand(0)))
		return nil
	})
}

// unaryFloat is an intrinsic of one float operand; flops is what an
// execution counts (interp/flops.go: a math function one, an exact
// operation none).
func unaryFloat(f func(float64) float64, flops uint64) interp.Executable {
	return x(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := info(c, op.Result(0))
		if err != nil {
			return err
		}
		c.FloatUnary(f, flops, ti.Bits, c.Slot(op.Result(0)), c.Slot(op.Operand(0)))
		return nil
	})
}

func unaryInt(f func(v uint64, bits int) uint64) interp.Executable {
	return x(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := info(c, op.Result(0))
		if err != nil {
			return err
		}
		n := ti.Bits
		c.Emit(interp.Instr{A: c.Slot(op.Result(0)), B: c.Slot(op.Operand(0)), Fn: func(fr *interp.Frame, in *interp.Instr) int32 {
			fr.R[in.A] = f(fr.R[in.B], n)
			return in.N
		}})
		return nil
	})
}

func zeroValue(op *ir.Operation, c *interp.Compiler) error {
	ti, err := info(c, op.Result(0))
	if err != nil {
		return err
	}
	if ti.Class == interp.Agg {
		c.SetConstAgg(op.Result(0), make([]byte, ti.Size))
	} else {
		c.SetConst(op.Result(0), 0)
	}
	return nil
}

func nop(op *ir.Operation, c *interp.Compiler) error { return nil }

func execModels() map[string]interp.Executable {
	m := map[string]interp.Executable{
		// C's variable arguments (interp/vararg.go).
		VaStartOpName: interp.ExecFunc(func(op *ir.Operation, c *interp.Compiler) error { c.VaStart(op, op.Operand(0)); return nil }),
		VaEndOpName:   interp.ExecFunc(func(op *ir.Operation, c *interp.Compiler) error { c.VaEnd(op, op.Operand(0)); return nil }),
		VaCopyOpName: interp.ExecFunc(func(op *ir.Operation, c *interp.Compiler) error {
			c.VaCopy(op, op.Operand(0), op.Operand(1)) // dest, src
			return nil
		}),
		VaArgOpName: interp.ExecFunc(func(op *ir.Operation, c *interp.Compiler) error { return c.VaArg(op, op.Operand(0), op.Result(0)) }),
		AddOpName:   intBinOp(interp.Add), SubOpName: intBinOp(interp.Sub), MulOpName: intBinOp(interp.Mul),
		UDivOpName: intBinOp(interp.UDiv), SDivOpName: intBinOp(interp.SDiv), URemOpName: intBinOp(interp.URem),
		SRemOpName: intBinOp(interp.SRem), AndOpName: intBinOp(interp.And), OrOpName: intBinOp(interp.Or),
		XorOpName: intBinOp(interp.Xor), ShlOpName: intBinOp(interp.Shl), LShrOpName: intBinOp(interp.LShr),
		AShrOpName: intBinOp(interp.AShr),
		SMaxOpName: intBinOp(interp.SMax), SMinOpName: intBinOp(interp.SMin), UMaxOpName: intBinOp(interp.UMax),
		UMinOpName: intBinOp(interp.UMin),
		FAddOpName: floatBinOp(interp.FAdd), FSubOpName: floatBinOp(interp.FSub), FMulOpName: floatBinOp(interp.FMul),
		FDivOpName: floatBinOp(interp.FDiv), FRemOpName: floatBinOp(interp.FRem),
		PowOpName: floatBinOp(interp.FPow), CopySignOpName: floatBinOp(interp.FCopy),
		MinNumOpName: floatBinOp(interp.FMin), MaxNumOpName: floatBinOp(interp.FMax),
		MinimumOpName: floatBinOp(interp.FMinimum), MaximumOpName: floatBinOp(interp.FMaximum),
		TruncOpName: castOp(interp.Trunc), ZExtOpName: castOp(interp.ZExt), SExtOpName: castOp(interp.SExt),
		FPTruncOpName: castOp(interp.FPTrunc), "llvm.fpext": castOp(interp.FPExt),
		"llvm.fptosi": castOp(interp.FPToSI), "llvm.fptoui": castOp(interp.FPToUI),
		"llvm.sitofp": castOp(interp.SIToFP), "llvm.uitofp": castOp(interp.UIToFP),
		"llvm.bitcast": castOp(interp.Bitcast), "llvm.ptrtoint": castOp(interp.Trunc),
		"llvm.inttoptr": castOp(interp.ZExt), "llvm.addrspacecast": castOp(interp.Bitcast),
		SqrtOpName: unaryFloat(math.Sqrt, 1), FAbsOpName: unaryFloat(math.Abs, 0), ExpOpName: unaryFloat(math.Exp, 1),
		Exp2OpName: unaryFloat(math.Exp2, 1), LogOpName: unaryFloat(math.Log, 1), Log2OpName: unaryFloat(math.Log2, 1),
		Log10OpName: unaryFloat(math.Log10, 1), SinOpName: unaryFloat(math.Sin, 1), CosOpName: unaryFloat(math.Cos, 1),
		FloorOpName: unaryFloat(math.Floor, 0), CeilOpName: unaryFloat(math.Ceil, 0), FTruncOpName: unaryFloat(math.Trunc, 0),
		RoundOpName: unaryFloat(math.Round, 0), RintOpName: unaryFloat(math.RoundToEven, 0),
		NearbyintOpName:  unaryFloat(math.RoundToEven, 0),
		CtPopOpName:      unaryInt(func(v uint64, _ int) uint64 { return uint64(bits.OnesCount64(v)) }),
		ByteSwapOpName:   unaryInt(func(v uint64, n int) uint64 { return bits.ReverseBytes64(v) >> (64 - n) }),
		BitReverseOpName: unaryInt(func(v uint64, n int) uint64 { return bits.Reverse64(v) >> (64 - n) }),
		UndefOpName:      x(zeroValue), PoisonOpName: x(zeroValue), ZeroOpName: x(zeroValue), NullOpName: x(zeroValue),
		LifetimeStartOpName: x(nop), LifetimeEndOpName: x(nop), StackRestoreOpName: x(nop),
		"llvm.intr.assume": x(nop), "llvm.intr.experimental.noalias.scope.decl": x(nop),
		StackSaveOpName: x(zeroValue),
		BrOpName:        x(interp.CompileBranch), CondBrOpName: x(compileCondBr), SwitchOpName: x(interp.CompileBranch),
	}
	m[FreezeOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		c.Move(c.Slot(op.Result(0)), c.Slot(op.Operand(0)))
		return nil
	})
	m[FNegOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := info(c, op.Result(0))
		if err != nil {
			return err
		}
		c.FNeg(ti.Bits, c.Slot(op.Result(0)), c.Slot(op.Operand(0)))
		return nil
	})
	fma := x(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := info(c, op.Result(0))
		if err != nil {
			return err
		}
		c.FMA(ti.Bits, c.Slot(op.Result(0)), c.Slot(op.Operand(0)), c.Slot(op.Operand(1)), c.Slot(op.Operand(2)))
		return nil
	})
	m[FMAOpName], m[FMulAddOpName] = fma, fma
	m[ICmpOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		if folded(c, op) {
			return nil
		}
		ti, err := info(c, op.Operand(0))
		if err != nil {
			return err
		}
		c.ICmp(interp.Pred(ICmpPredicateOf(op)), ti.Bits, c.Slot(op.Result(0)), c.Slot(op.Operand(0)), c.Slot(op.Operand(1)))
		return nil
	})
	m[FCmpOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := info(c, op.Operand(0))
		if err != nil {
			return err
		}
		c.FCmp(interp.FPred(FCmpPredicateOf(op)), ti.Bits, c.Slot(op.Result(0)), c.Slot(op.Operand(0)), c.Slot(op.Operand(1)))
		return nil
	})
	m[SelectOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		c.Select(c.Slot(op.Result(0)), c.Slot(op.Operand(0)), c.Slot(op.Operand(1)), c.Slot(op.Operand(2)))
		return nil
	})
	m[ConstantOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := info(c, op.Result(0))
		if err != nil {
			return err
		}
		if ti.Class == interp.Agg {
			b := make([]byte, ti.Size)
			if err := WriteConst(b, 0, ti, op.Attr(ValueAttr), c.Types()); err != nil {
				return c.Errorf("%v", err)
			}
			c.SetConstAgg(op.Result(0), b)
			return nil
		}
		var b [8]byte
		if err := WriteConst(b[:], 0, ti, op.Attr(ValueAttr), c.Types()); err != nil {
			return c.Errorf("%v", err)
		}
		c.SetConst(op.Result(0), binary.LittleEndian.Uint64(b[:])&ti.Mask())
		return nil
	})
	m[AddressOfOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		ref, _ := op.Attr(GlobalNameAttr).(ir.SymbolRefAttr)
		return c.GlobalRef(op.Result(0), ref.Root())
	})
	m[AllocaOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		a := AllocaOp{op}
		ti, err := c.Info(a.ElemType())
		if err != nil {
			return err
		}
		if v := planOf(c).vars[op]; v != nil {
			c.AllocaInSlot(ti.Size, max(a.Alignment(), ti.Align), "alloca")
			return nil
		}
		count := int32(-1)
		if d := a.ArraySize().DefiningOp(); d == nil || !d.Is(ConstantOpName) {
			count = c.Slot(a.ArraySize())
		} else if v, ok := d.Attr(ValueAttr).(ir.IntegerAttr); ok && v.Int64() != 1 {
			c.Alloca(c.Slot(op.Result(0)), ti.Size*v.Int64(), max(a.Alignment(), ti.Align), -1, "alloca")
			return nil
		}
		c.Alloca(c.Slot(op.Result(0)), ti.Size, max(a.Alignment(), ti.Align), count, "alloca")
		return nil
	})
	m[LoadOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := info(c, op.Result(0))
		if err != nil {
			return err
		}
		if o, ok := op.Attr(OrderingAttr).(ir.IntegerAttr); ok && o.Int64() != 0 {
			c.AtomicLoad(ti, c.Slot(op.Result(0)), c.Slot(op.Operand(0)))
			return nil
		}
		p := planOf(c)
		if d := op.Operand(0).DefiningOp(); d != nil {
			if v := p.vars[d]; v != nil {
				if !p.aliased[op] {
					c.Move(c.Slot(op.Result(0)), v.slot)
				}
				return nil
			}
			if p.elided[d] {
				x, err := indexedAccess(c, d, p)
				if err != nil {
					return err
				}
				c.LoadIndexed(c.Slot(op.Result(0)), x, ti)
				return nil
			}
		}
		return c.Load(c.Slot(op.Result(0)), c.Slot(op.Operand(0)), ti)
	})
	m[StoreOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := info(c, op.Operand(0))
		if err != nil {
			return err
		}
		if o, ok := op.Attr(OrderingAttr).(ir.IntegerAttr); ok && o.Int64() != 0 {
			c.AtomicStore(ti, c.Slot(op.Operand(0)), c.Slot(op.Operand(1)))
			return nil
		}
		p := planOf(c)
		if d := op.Operand(1).DefiningOp(); d != nil {
			if v := p.vars[d]; v != nil {
				if !p.fwd[op] {
					c.Move(v.slot, c.Slot(op.Operand(0)))
				}
				return nil
			}
			if p.elided[d] {
				x, err := indexedAccess(c, d, p)
				if err != nil {
					return err
				}
				c.StoreIndexed(c.Slot(op.Operand(0)), x, ti)
				return nil
			}
		}
		return c.Store(c.Slot(op.Operand(0)), c.Slot(op.Operand(1)), ti)
	})
	m[GEPOpName] = x(compileGEP)
	m[CallOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		call := CallOp{op}
		res := int32(-1)
		if op.NumResults() == 1 {
			res = c.Slot(op.Result(0))
		}
		args := c.Slots(call.Args())
		if call.IsIndirect() {
			c.CallIndirect(c.Slot(call.CalleePointer()), args, res)
			return nil
		}
		f, err := c.Callee(call.Callee())
		if err != nil {
			return err
		}
		c.Call(f, args, res)
		return nil
	})
	m[ReturnOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		if op.NumOperands() == 0 {
			c.Return(-1)
		} else {
			c.Return(c.Slot(op.Operand(0)))
		}
		return nil
	})
	m[UnreachableOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		c.EmitTrap("reached 'unreachable'")
		return nil
	})
	m[ExtractValueOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := info(c, op.Operand(0))
		if err != nil {
			return err
		}
		et, off, err := position(ti, Position(op))
		if err != nil {
			return c.Errorf("%v", err)
		}
		c.Extract(c.Slot(op.Result(0)), c.Slot(op.Operand(0)), off, et)
		return nil
	})
	m[InsertValueOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := info(c, op.Result(0))
		if err != nil {
			return err
		}
		et, off, err := position(ti, Position(op))
		if err != nil {
			return c.Errorf("%v", err)
		}
		c.Insert(c.Slot(op.Result(0)), c.Slot(op.Operand(0)), c.Slot(op.Operand(1)), ti.Size, off, et)
		return nil
	})
	m[AtomicRMWOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := info(c, op.Operand(1))
		if err != nil {
			return err
		}
		bin, _ := op.Attr(BinOpAttr).(ir.IntegerAttr)
		k := AtomicBinOp(bin.Int64())
		if k > AtomicFMin {
			return c.Errorf("atomicrmw %s is not supported by the engine yet", k)
		}
		c.AtomicRMW(interp.AtomicOp(k), ti, c.Slot(op.Result(0)), c.Slot(op.Operand(0)), c.Slot(op.Operand(1)))
		return nil
	})
	m[CmpXchgOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		ti, err := info(c, op.Operand(1))
		if err != nil {
			return err
		}
		rt, err := info(c, op.Result(0))
		if err != nil {
			return err
		}
		old, ok := c.NewSlot(), c.NewSlot()
		c.CmpXchg(ti, old, ok, c.Slot(op.Operand(0)), c.Slot(op.Operand(1)), c.Slot(op.Operand(2)))
		zero := c.NewSlot()
		c.MarkAgg(zero)
		tmp := c.NewSlot()
		t0, o0, _ := rt.Element(0)
		t1, o1, _ := rt.Element(1)
		c.Insert(tmp, zero, old, rt.Size, o0, t0)
		c.Insert(c.Slot(op.Result(0)), tmp, ok, rt.Size, o1, t1)
		return nil
	})
	m[FenceOpName] = x(func(op *ir.Operation, c *interp.Compiler) error { c.Fence(); return nil })
	memcpy := x(func(op *ir.Operation, c *interp.Compiler) error {
		c.Memcpy(c.Slot(op.Operand(0)), c.Slot(op.Operand(1)), c.Slot(op.Operand(2)))
		return nil
	})
	m[MemcpyOpName], m[MemmoveOpName] = memcpy, memcpy
	m[MemcpyInlineOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		n, _ := op.Attr("len").(ir.IntegerAttr)
		c.Memcpy(c.Slot(op.Operand(0)), c.Slot(op.Operand(1)), c.ConstSlot(n.Uint64()))
		return nil
	})
	m[MemsetOpName] = x(func(op *ir.Operation, c *interp.Compiler) error {
		c.Memset(c.Slot(op.Operand(0)), c.Slot(op.Operand(1)), c.Slot(op.Operand(2)))
		return nil
	})
	return m
}

// position returns the element of an aggregate at a position path.
func position(ti *interp.TypeInfo, pos []int64) (*interp.TypeInfo, int64, error) {
	off := int64(0)
	for _, p := range pos {
		et, o, ok := ti.Element(p)
		if !ok {
			return nil, 0, fmt.Errorf("position %d out of range", p)
		}
		ti = et
		off += o
	}
	return ti, off, nil
}

func compileGEP(op *ir.Operation, c *interp.Compiler) error {
	p := planOf(c)
	if p.elided[op] {
		return nil
	}
	base, dyn, off, err := gepShape(c, op, p)
	if err != nil {
		return err
	}
	res, cur := c.Slot(op.Result(0)), c.Slot(base)
	switch {
	case len(dyn) == 0 && off == 0:
		c.Move(res, cur)
		return nil
	case len(dyn) == 0:
		c.PtrOffset(res, cur, -1, 0, false, 0, off)
		return nil
	case len(dyn) == 2 && twoIndices(dyn[0], dyn[1], off):
		x, _ := indexedAccess(c, op, p)
		c.PtrOffset2(res, x)
		return nil
	}
	// One instruction per dynamic index, the constant offset in the last.
	for i, d := range dyn {
		dst, o := c.NewSlot(), int64(0)
		if i == len(dyn)-1 {
			dst, o = res, off
		}
		c.PtrOffset(dst, cur, c.Slot(d.v), d.bits, true, d.scale, o)
		cur = dst
	}
	return nil
}

// indexedAccess is the address of a getelementptr folded into its load or
// store.
func indexedAccess(c *interp.Compiler, gep *ir.Operation, p *plan) (interp.IndexedAccess, error) {
	base, dyn, off, err := gepShape(c, gep, p)
	if err != nil {
		return interp.IndexedAccess{}, err
	}
	x := interp.IndexedAccess{Base: c.Slot(base), Index: -1, Off: off}
	if len(dyn) >= 1 {
		x.Index, x.IndexBits, x.Scale = c.Slot(dyn[0].v), dyn[0].bits, dyn[0].scale
	}
	if len(dyn) == 2 {
		x.Two, x.Index2, x.Scale2 = true, c.Slot(dyn[1].v), dyn[1].scale
	}
	return x, nil
}

// compileCondBr compiles llvm.cond_br, as one instruction with the icmp
// folded into it when the plan says so.
func compileCondBr(op *ir.Operation, c *interp.Compiler) error {
	cmp := op.Operand(0).DefiningOp()
	if cmp == nil || !folded(c, cmp) {
		return interp.CompileBranch(op, c)
	}
	lists, ok := ir.SuccessorOperands(op)
	if !ok || len(lists) != 2 {
		return c.Errorf("cannot read the successor operands of '%s'", op.Name())
	}
	ti, err := info(c, cmp.Operand(0))
	if err != nil {
		return err
	}
	t, f := op.Successor(0), op.Successor(1)
	a, b := c.Slot(cmp.Operand(0)), c.Slot(cmp.Operand(1))
	pred := interp.Pred(ICmpPredicateOf(cmp))
	if len(lists[0]) == 0 && len(lists[1]) == 0 {
		c.CmpBranch(pred, ti.Bits, a, b, c.BlockLabel(t), c.BlockLabel(f))
		return nil
	}
	lt, lf := c.NewLabel(), c.NewLabel()
	c.CmpBranch(pred, ti.Bits, a, b, lt, lf)
	c.Bind(lt)
	c.Branch(t, lists[0])
	c.Bind(lf)
	c.Branch(f, lists[1])
	return nil
}
