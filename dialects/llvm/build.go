package llvm

import (
	"github.com/strata-ir/strata/ir"
)

// Builders for the ops that conversions create. Each inserts the op at b's
// insertion point and returns it; attributes are those of MLIR 16's
// generic form, so what a conversion builds prints as mlir-opt-16 would.

// GEPIndex is one index of a getelementptr: a dynamic value, or (when
// Value is nil) the constant Const.
type GEPIndex struct {
	Value *ir.Value
	Const int32
}

// NewConstant builds `llvm.mlir.constant(value) : t`.
func NewConstant(b *ir.Builder, t ir.Type, value ir.Attribute, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: ConstantOpName, Loc: loc, ResultTypes: []ir.Type{t},
		Attributes: []ir.NamedAttribute{{Name: "value", Value: value}}})
}

// NewIntConstant builds the integer constant v of type t.
func NewIntConstant(b *ir.Builder, t ir.Type, v int64, loc ir.Location) *ir.Value {
	return NewConstant(b, t, ir.IntAttr(t, v), loc).Result(0)
}

// NewBinary builds the binary op name (`llvm.add`, `llvm.fmul`, ...) of
// lhs and rhs, whose result has lhs's type. Float ops get MLIR 16's
// default fastmathFlags; overflow, when not OverflowNone, is set on the
// integer ops that take it.
func NewBinary(b *ir.Builder, name string, lhs, rhs *ir.Value, overflow OverflowFlags, loc ir.Location) *ir.Operation {
	var attrs []ir.NamedAttribute
	if IsFloatOp(name) {
		attrs = append(attrs, ir.NamedAttribute{Name: "fastmathFlags", Value: FastmathAttr{}})
	} else if overflow != OverflowNone {
		attrs = append(attrs, ir.NamedAttribute{Name: "overflowFlags", Value: OverflowAttr{Flags: overflow}})
	}
	return b.Create(ir.OperationState{Name: name, Loc: loc, Operands: []*ir.Value{lhs, rhs},
		ResultTypes: []ir.Type{lhs.Type()}, Attributes: attrs})
}

// IsFloatOp reports whether the op name is a floating-point arithmetic op
// that carries fastmathFlags.
func IsFloatOp(name string) bool {
	switch name {
	case FAddOpName, FSubOpName, FMulOpName, FDivOpName, FRemOpName, FNegOpName:
		return true
	}
	return false
}

// NewFNeg builds `llvm.fneg`.
func NewFNeg(b *ir.Builder, v *ir.Value, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: FNegOpName, Loc: loc, Operands: []*ir.Value{v},
		ResultTypes: []ir.Type{v.Type()}, Attributes: []ir.NamedAttribute{{Name: "fastmathFlags", Value: FastmathAttr{}}}})
}

// i1Like returns i1, or a vector of i1 of v's shape.
func i1Like(b *ir.Builder, t ir.Type) ir.Type {
	if vt, ok := t.(*ir.VectorType); ok {
		shape, _ := vt.Shape()
		return b.Ctx.VectorType(shape, nil, ir.I1)
	}
	return ir.I1
}

// NewICmp builds `llvm.icmp`.
func NewICmp(b *ir.Builder, pred ICmpPredicate, lhs, rhs *ir.Value, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: ICmpOpName, Loc: loc, Operands: []*ir.Value{lhs, rhs},
		ResultTypes: []ir.Type{i1Like(b, lhs.Type())},
		Attributes:  []ir.NamedAttribute{{Name: "predicate", Value: ir.IntAttr(ir.I64, int64(pred))}}})
}

// NewFCmp builds `llvm.fcmp`.
func NewFCmp(b *ir.Builder, pred FCmpPredicate, lhs, rhs *ir.Value, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: FCmpOpName, Loc: loc, Operands: []*ir.Value{lhs, rhs},
		ResultTypes: []ir.Type{i1Like(b, lhs.Type())},
		Attributes: []ir.NamedAttribute{
			{Name: "fastmathFlags", Value: FastmathAttr{}},
			{Name: "predicate", Value: ir.IntAttr(ir.I64, int64(pred))},
		}})
}

// NewCast builds the cast op name (`llvm.sext`, `llvm.bitcast`,
// `llvm.ptrtoint`, ...) of v to type to.
func NewCast(b *ir.Builder, name string, v *ir.Value, to ir.Type, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: name, Loc: loc, Operands: []*ir.Value{v}, ResultTypes: []ir.Type{to}})
}

// NewSelect builds `llvm.select`.
func NewSelect(b *ir.Builder, cond, t, f *ir.Value, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: SelectOpName, Loc: loc, Operands: []*ir.Value{cond, t, f},
		ResultTypes: []ir.Type{t.Type()}})
}

// alignAttrs returns the alignment attribute, or none for 0.
func alignAttrs(align int64) []ir.NamedAttribute {
	if align == 0 {
		return nil
	}
	return []ir.NamedAttribute{{Name: "alignment", Value: ir.IntAttr(ir.I64, align)}}
}

// NewLoad builds `llvm.load` of a t from addr; align 0 leaves it unset.
func NewLoad(b *ir.Builder, t ir.Type, addr *ir.Value, align int64, volatile bool, loc ir.Location) *ir.Operation {
	attrs := alignAttrs(align)
	if volatile {
		attrs = append(attrs, ir.NamedAttribute{Name: "volatile_", Value: ir.Unit})
	}
	return b.Create(ir.OperationState{Name: LoadOpName, Loc: loc, Operands: []*ir.Value{addr},
		ResultTypes: []ir.Type{t}, Attributes: attrs})
}

// NewStore builds `llvm.store` of v to addr.
func NewStore(b *ir.Builder, v, addr *ir.Value, align int64, volatile bool, loc ir.Location) *ir.Operation {
	attrs := alignAttrs(align)
	if volatile {
		attrs = append(attrs, ir.NamedAttribute{Name: "volatile_", Value: ir.Unit})
	}
	return b.Create(ir.OperationState{Name: StoreOpName, Loc: loc, Operands: []*ir.Value{v, addr}, Attributes: attrs})
}

// NewAlloca builds `llvm.alloca count x elem`, a pointer to stack memory.
func NewAlloca(b *ir.Builder, elem ir.Type, count *ir.Value, align int64, loc ir.Location) *ir.Operation {
	attrs := append(alignAttrs(align), ir.NamedAttribute{Name: "elem_type", Value: ir.TypeAttr{Type: elem}})
	return b.Create(ir.OperationState{Name: AllocaOpName, Loc: loc, Operands: []*ir.Value{count},
		ResultTypes: []ir.Type{Ptr}, Attributes: attrs})
}

// NewGEP builds `llvm.getelementptr base[indices]` over elem.
func NewGEP(b *ir.Builder, elem ir.Type, base *ir.Value, indices []GEPIndex, loc ir.Location) *ir.Operation {
	operands := []*ir.Value{base}
	raw := make([]int64, len(indices))
	for i, idx := range indices {
		if idx.Value != nil {
			operands = append(operands, idx.Value)
			raw[i] = DynamicIndex
		} else {
			raw[i] = int64(idx.Const)
		}
	}
	return b.Create(ir.OperationState{Name: GEPOpName, Loc: loc, Operands: operands,
		ResultTypes: []ir.Type{base.Type()},
		Attributes: []ir.NamedAttribute{
			{Name: "elem_type", Value: ir.TypeAttr{Type: elem}},
			{Name: "rawConstantIndices", Value: b.Ctx.DenseIntArray(ir.I32, raw)},
		}})
}

// callResults returns the results of a call of a function of type t.
func callResults(t FuncType) []ir.Type {
	if t.Result == ir.Type(Void) {
		return nil
	}
	return []ir.Type{t.Result}
}

// NewCall builds a direct `llvm.call @callee(args)` of a function of type t.
func NewCall(b *ir.Builder, callee string, t FuncType, args []*ir.Value, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: CallOpName, Loc: loc, Operands: args, ResultTypes: callResults(t),
		Attributes: []ir.NamedAttribute{
			{Name: "callee", Value: ir.SymbolRef(callee)},
			{Name: "fastmathFlags", Value: FastmathAttr{}},
		}})
}

// NewIndirectCall builds `llvm.call %fn(args)` through a function pointer.
func NewIndirectCall(b *ir.Builder, t FuncType, fn *ir.Value, args []*ir.Value, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: CallOpName, Loc: loc, Operands: append([]*ir.Value{fn}, args...),
		ResultTypes: callResults(t), Attributes: []ir.NamedAttribute{{Name: "fastmathFlags", Value: FastmathAttr{}}}})
}

// NewReturn builds `llvm.return` of at most one value.
func NewReturn(b *ir.Builder, values []*ir.Value, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: ReturnOpName, Loc: loc, Operands: values})
}

// NewBr builds `llvm.br ^dest(args)`.
func NewBr(b *ir.Builder, dest *ir.Block, args []*ir.Value, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: BrOpName, Loc: loc, Operands: args, Successors: []*ir.Block{dest}})
}

// NewCondBr builds `llvm.cond_br %cond, ^t(targs), ^f(fargs)`.
func NewCondBr(b *ir.Builder, cond *ir.Value, t *ir.Block, targs []*ir.Value, f *ir.Block, fargs []*ir.Value, loc ir.Location) *ir.Operation {
	operands := append(append([]*ir.Value{cond}, targs...), fargs...)
	return b.Create(ir.OperationState{Name: CondBrOpName, Loc: loc, Operands: operands, Successors: []*ir.Block{t, f},
		Attributes: []ir.NamedAttribute{{Name: "operand_segment_sizes",
			Value: b.Ctx.DenseIntArray(ir.I32, []int64{1, int64(len(targs)), int64(len(fargs))})}}})
}

// NewUnreachable builds `llvm.unreachable`.
func NewUnreachable(b *ir.Builder, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: UnreachableOpName, Loc: loc})
}

// NewUndef builds `llvm.mlir.undef : t`.
func NewUndef(b *ir.Builder, t ir.Type, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: UndefOpName, Loc: loc, ResultTypes: []ir.Type{t}})
}

// NewNull builds the null pointer. MLIR 16 spells it `llvm.mlir.null`
// (later versions `llvm.mlir.zero`).
func NewNull(b *ir.Builder, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: NullOpName, Loc: loc, ResultTypes: []ir.Type{Ptr}})
}

// NewAddressOf builds `llvm.mlir.addressof @name : !llvm.ptr`.
func NewAddressOf(b *ir.Builder, name string, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: AddressOfOpName, Loc: loc, ResultTypes: []ir.Type{Ptr},
		Attributes: []ir.NamedAttribute{{Name: "global_name", Value: ir.SymbolRef(name)}}})
}

// NewInsertValue builds `llvm.insertvalue v, agg[pos]`.
func NewInsertValue(b *ir.Builder, agg, v *ir.Value, pos []int64, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: InsertValueOpName, Loc: loc, Operands: []*ir.Value{agg, v},
		ResultTypes: []ir.Type{agg.Type()},
		Attributes:  []ir.NamedAttribute{{Name: "position", Value: b.Ctx.DenseIntArray(ir.I64, pos)}}})
}

// NewExtractValue builds `llvm.extractvalue agg[pos] : t`.
func NewExtractValue(b *ir.Builder, agg *ir.Value, pos []int64, t ir.Type, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: ExtractValueOpName, Loc: loc, Operands: []*ir.Value{agg},
		ResultTypes: []ir.Type{t},
		Attributes:  []ir.NamedAttribute{{Name: "position", Value: b.Ctx.DenseIntArray(ir.I64, pos)}}})
}

// NewFunc builds an `llvm.func` with one empty region (a declaration);
// the caller adds the body blocks.
func NewFunc(b *ir.Builder, name string, t FuncType, linkage Linkage, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: FuncOpName, Loc: loc, NumRegions: 1,
		Attributes: []ir.NamedAttribute{
			{Name: "CConv", Value: CCC},
			{Name: "function_type", Value: ir.TypeAttr{Type: t}},
			{Name: "linkage", Value: LinkageAttr{Linkage: linkage}},
			{Name: "sym_name", Value: ir.Str(name)},
		}})
}

// GlobalOptions are the optional parts of an llvm.mlir.global.
type GlobalOptions struct {
	Constant bool
	// Value is the initializer attribute. Without one the global is a
	// declaration, unless the caller fills the initializer region.
	Value     ir.Attribute
	Alignment int64
	// ThreadLocal makes a global of which each thread has its own copy.
	ThreadLocal bool
}

// NewGlobal builds `llvm.mlir.global` of type t. Its region is empty; a
// conversion that needs an initializer region fills it in.
func NewGlobal(b *ir.Builder, name string, t ir.Type, linkage Linkage, opts GlobalOptions, loc ir.Location) *ir.Operation {
	attrs := []ir.NamedAttribute{{Name: "addr_space", Value: ir.IntAttr(ir.I32, 0)}}
	if opts.Alignment != 0 {
		attrs = append(attrs, ir.NamedAttribute{Name: "alignment", Value: ir.IntAttr(ir.I64, opts.Alignment)})
	}
	if opts.Constant {
		attrs = append(attrs, ir.NamedAttribute{Name: "constant", Value: ir.Unit})
	}
	attrs = append(attrs,
		ir.NamedAttribute{Name: "global_type", Value: ir.TypeAttr{Type: t}},
		ir.NamedAttribute{Name: "linkage", Value: LinkageAttr{Linkage: linkage}},
		ir.NamedAttribute{Name: "sym_name", Value: ir.Str(name)},
		ir.NamedAttribute{Name: "unnamed_addr", Value: ir.IntAttr(ir.I64, 0)},
	)
	if opts.Value != nil {
		attrs = append(attrs, ir.NamedAttribute{Name: "value", Value: opts.Value})
	}
	if opts.ThreadLocal {
		attrs = append(attrs, ir.NamedAttribute{Name: ThreadLocalAttr, Value: ir.Unit})
	}
	return b.Create(ir.OperationState{Name: GlobalOpName, Loc: loc, NumRegions: 1, Attributes: attrs})
}

// NewZero builds `llvm.mlir.zero : t` (MLIR 18; MLIR 16 has only
// llvm.mlir.null for pointers).
func NewZero(b *ir.Builder, t ir.Type, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: ZeroOpName, Loc: loc, ResultTypes: []ir.Type{t}})
}

// SwitchCase is one case of an llvm.switch to build.
type SwitchCase = ir.SwitchCase

// NewSwitch builds `llvm.switch flag : t, ^default(args) [cases]`.
func NewSwitch(b *ir.Builder, flag *ir.Value, defaultDest *ir.Block, defaultArgs []*ir.Value, cases []SwitchCase, loc ir.Location) *ir.Operation {
	return b.Create(ir.NewSwitchState(b.Ctx, SwitchOpName, flag, defaultDest, defaultArgs, cases, loc))
}

// NewIntrinsic builds the value intrinsic name (`llvm.intr.sqrt`,
// `llvm.intr.smax`, ...) of args, whose result has the first argument's
// type; the floating-point ones get MLIR 16's default fastmathFlags.
func NewIntrinsic(b *ir.Builder, name string, args []*ir.Value, loc ir.Location) *ir.Operation {
	var attrs []ir.NamedAttribute
	if len(args) > 0 && ir.IsFloat(elementOf(args[0].Type())) {
		attrs = []ir.NamedAttribute{{Name: FastmathFlagsAttr, Value: FastmathAttr{}}}
	}
	return b.Create(ir.OperationState{Name: name, Loc: loc, Operands: args, ResultTypes: []ir.Type{args[0].Type()}, Attributes: attrs})
}

// NewMemcpy builds `llvm.intr.memcpy(dst, src, len, isVolatile)`; MLIR 16
// takes isVolatile as an i1 operand, which this builds.
func NewMemcpy(b *ir.Builder, dst, src, length *ir.Value, volatile bool, loc ir.Location) *ir.Operation {
	flag := NewConstant(b, ir.I1, ir.BoolAttr(volatile), loc).Result(0)
	return b.Create(ir.OperationState{Name: MemcpyOpName, Loc: loc, Operands: []*ir.Value{dst, src, length, flag}})
}

// NewMemset builds `llvm.intr.memset(dst, val, len, isVolatile)`.
func NewMemset(b *ir.Builder, dst, val, length *ir.Value, volatile bool, loc ir.Location) *ir.Operation {
	flag := NewConstant(b, ir.I1, ir.BoolAttr(volatile), loc).Result(0)
	return b.Create(ir.OperationState{Name: MemsetOpName, Loc: loc, Operands: []*ir.Value{dst, val, length, flag}})
}

// NewAtomicRMW builds `llvm.atomicrmw op ptr, val ordering`.
func NewAtomicRMW(b *ir.Builder, op AtomicBinOp, ptr, val *ir.Value, ordering AtomicOrdering, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: AtomicRMWOpName, Loc: loc, Operands: []*ir.Value{ptr, val},
		ResultTypes: []ir.Type{val.Type()},
		Attributes: []ir.NamedAttribute{
			{Name: BinOpAttr, Value: ir.IntAttr(ir.I64, int64(op))},
			{Name: OrderingAttr, Value: ir.IntAttr(ir.I64, int64(ordering))},
		}})
}

// NewCmpXchg builds `llvm.cmpxchg ptr, cmp, val success failure`, whose
// result is the struct of the old value and the success flag.
func NewCmpXchg(b *ir.Builder, ptr, cmp, val *ir.Value, success, failure AtomicOrdering, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: CmpXchgOpName, Loc: loc, Operands: []*ir.Value{ptr, cmp, val},
		ResultTypes: []ir.Type{LiteralStruct(b.Ctx, []ir.Type{val.Type(), ir.I1}, false)},
		Attributes: []ir.NamedAttribute{
			{Name: FailureOrderingAttr, Value: ir.IntAttr(ir.I64, int64(failure))},
			{Name: SuccessOrderingAttr, Value: ir.IntAttr(ir.I64, int64(success))},
		}})
}

// NewFence builds `llvm.fence ordering` in the default sync scope.
func NewFence(b *ir.Builder, ordering AtomicOrdering, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{Name: FenceOpName, Loc: loc, Attributes: []ir.NamedAttribute{
		{Name: OrderingAttr, Value: ir.IntAttr(ir.I64, int64(ordering))},
		{Name: SyncscopeAttr, Value: ir.Str("")},
	}})
}
